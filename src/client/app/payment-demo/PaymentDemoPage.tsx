import type { PaypalCaptureResponse } from '@shared/billing/paypal';
import { CHURCH_PLAN } from '@shared/site-facts';
import { useQueryClient } from '@tanstack/react-query';
import { Check, CreditCard } from 'lucide-react';
import { useRef, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { TextLink } from '../../components/ui/text-link';
import { PaymentModeNotice, usePaymentsSetup } from '../../features/billing/PaymentModeNotice';
import { PayPalPayment } from '../../features/billing/PayPalPayment';
import { subscriptionStatusQuery } from '../../features/billing/queries';
import { useAuth } from '../../lib/auth';
import { formatDate } from '../../lib/dates';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Who may pay decides what the revealed area holds: PayPal's button, or how to get there. */
function PaymentArea({ onPaid }: { onPaid: (result: PaypalCaptureResponse) => void }) {
  const { user, isLoading } = useAuth();
  const payments = usePaymentsSetup();
  if (isLoading) return <Spinner label="Checking your session" className="py-6" />;
  // The notice above the price already says what the server's operator must set.
  if (payments && !payments.configured) {
    return <p className="text-sm text-muted">Nothing can be paid here until payments are set up.</p>;
  }
  if (!user) {
    return (
      <Alert>
        Paying for a church's subscription needs a church administrator login. Sign in with{' '}
        <TextLink href="/church-login">Church Login</TextLink> and pay from this page or from Church Admin
        &gt; Billing. No church yet? <TextLink href="/church-register">Register your church</TextLink> and
        start with a {CHURCH_PLAN.trialDays}-day free trial.
      </Alert>
    );
  }
  if (!user.church) {
    return (
      <Alert>
        Subscriptions are paid by churches. <TextLink href="/church-register">Register your church</TextLink>{' '}
        or join one from your <TextLink href="/profile">profile</TextLink>.
      </Alert>
    );
  }
  return <PayPalPayment onPaid={onPaid} />;
}

const formatDay = (iso: string) => formatDate(iso, 'long', iso);

/** /payment-demo (public): the annual subscription, 99.00 USD, intent capture. */
export function PaymentDemoPage() {
  useDocumentTitle('Payment Demo');
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [paidUntil, setPaidUntil] = useState<string | null>(null);
  const subscribeRef = useRef<HTMLButtonElement>(null);
  const hide = () => {
    setOpen(false);
    requestAnimationFrame(() => subscribeRef.current?.focus());
  };
  const onPaid = (result: PaypalCaptureResponse) => {
    client.setQueryData(subscriptionStatusQuery.queryKey, result.subscription);
    void client.invalidateQueries({ queryKey: subscriptionStatusQuery.queryKey });
    setPaidUntil(result.subscription.subscriptionEndsAt);
    hide();
  };

  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <Card className="w-full max-w-lg">
        <CardHeader className="text-center">
          <div className="mx-auto mb-2 flex h-12 w-12 items-center justify-center rounded-full bg-primary-soft text-primary">
            <CreditCard aria-hidden="true" className="h-6 w-6" />
          </div>
          <h1 className="text-2xl font-bold tracking-tight">Church Subscription</h1>
          <CardDescription>Payment demo: one year of Lampstand for your church.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <PaymentModeNotice />
          <p className="text-center">
            <span className="text-4xl font-bold">99.00 USD</span>
            <span className="text-muted"> / year</span>
          </p>
          <ul className="space-y-2 text-sm">
            {CHURCH_PLAN.benefits.map((benefit) => (
              <li key={benefit} className="flex items-center gap-2">
                <Check aria-hidden="true" className="h-4 w-4 text-secondary" />
                {benefit}
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted">
            Paid once through PayPal and captured at once. After the {CHURCH_PLAN.trialDays}-day free trial, a
            payment keeps the church active for one year from its current end. No refunds for partial periods.
          </p>
          {paidUntil && (
            <Alert>
              Payment complete. Your church's subscription is active until {formatDay(paidUntil)}.
            </Alert>
          )}
          {open ? (
            <div className="space-y-4">
              <PaymentArea onPaid={onPaid} />
              <Button variant="outline" className="w-full" onClick={hide}>
                Go Back
              </Button>
            </div>
          ) : (
            <Button ref={subscribeRef} className="w-full" onClick={() => setOpen(true)}>
              Subscribe
            </Button>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
