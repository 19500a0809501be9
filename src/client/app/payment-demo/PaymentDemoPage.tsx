import type { PaypalCaptureResponse } from '@shared/billing/paypal';
import { CHURCH_PLAN } from '@shared/site-facts';
import { useQueryClient } from '@tanstack/react-query';
import { Check, CreditCard } from 'lucide-react';
import { useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
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
  const { t } = useTranslation(['app', 'home']);
  const { user, isLoading } = useAuth();
  const payments = usePaymentsSetup();
  if (isLoading) return <Spinner label={t('checkingSession')} className="py-6" />;
  // The notice above the price already says what the server's operator must set.
  if (payments && !payments.configured) {
    return <p className="text-sm text-muted">{t('paymentDemo.notSetUp')}</p>;
  }
  if (!user) {
    return (
      <Alert>
        <Trans
          t={t}
          i18nKey="paymentDemo.signInFirst"
          values={{ days: CHURCH_PLAN.trialDays }}
          components={{
            login: <TextLink href="/church-login" />,
            register: <TextLink href="/church-register" />,
          }}
        />
      </Alert>
    );
  }
  if (!user.church) {
    return (
      <Alert>
        <Trans
          t={t}
          i18nKey="paymentDemo.noChurch"
          components={{
            register: <TextLink href="/church-register" />,
            profile: <TextLink href="/profile" />,
          }}
        />
      </Alert>
    );
  }
  return <PayPalPayment onPaid={onPaid} />;
}

const formatDay = (iso: string) => formatDate(iso, 'long', iso);

/** /payment-demo (public): the annual subscription, 99.00 USD, intent capture. */
export function PaymentDemoPage() {
  const { t } = useTranslation(['app', 'home']);
  useDocumentTitle(t('paymentDemo.documentTitle'));
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
          <h1 className="text-2xl font-bold tracking-tight">{t('paymentDemo.title')}</h1>
          <CardDescription>{t('paymentDemo.description')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <PaymentModeNotice />
          <p className="text-center">
            <span className="text-4xl font-bold">{t('paymentDemo.price')}</span>
            <span className="text-muted">{t('paymentDemo.perYear')}</span>
          </p>
          <ul className="space-y-2 text-sm">
            {CHURCH_PLAN.benefits.map((benefit) => (
              <li key={benefit} className="flex items-center gap-2">
                <Check aria-hidden="true" className="h-4 w-4 text-secondary" />
                {t(`home:benefits.${benefit}`)}
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted">{t('paymentDemo.terms', { days: CHURCH_PLAN.trialDays })}</p>
          {paidUntil && <Alert>{t('paymentDemo.paid', { day: formatDay(paidUntil) })}</Alert>}
          {open ? (
            <div className="space-y-4">
              <PaymentArea onPaid={onPaid} />
              <Button variant="outline" className="w-full" onClick={hide}>
                {t('paymentDemo.goBack')}
              </Button>
            </div>
          ) : (
            <Button ref={subscribeRef} className="w-full" onClick={() => setOpen(true)}>
              {t('paymentDemo.subscribe')}
            </Button>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
