import { Lock } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { payLabel } from './status-labels';
import { useCreateCheckout, useSubscriptionStatus } from './use-subscription';

interface SubscribePanelProps {
  /** The payment widget, shown once the checkout exists; `close` hides it again (after paying, say). */
  renderPayment: (close: () => void) => ReactNode;
}

/**
 * Payment flow: Subscribe (or Update Payment) creates the checkout on the server, then reveals
 * the payment button; Cancel hides it.
 */
export function SubscribePanel({ renderPayment }: SubscribePanelProps) {
  const { t, i18n } = useTranslation(['billing', 'common']);
  const { data } = useSubscriptionStatus();
  const checkout = useCreateCheckout();
  const [open, setOpen] = useState(false);
  const startRef = useRef<HTMLButtonElement>(null);
  const label = payLabel(i18n.t, data?.status);

  const close = () => {
    setOpen(false);
    // The Cancel button disappears with the widget: give the keyboard its starting point back.
    requestAnimationFrame(() => startRef.current?.focus());
  };
  const start = () =>
    checkout.mutate(undefined, {
      onSuccess: () => setOpen(true),
      onError: (error) => {
        console.error('create-checkout failed', error);
        toast({
          variant: 'destructive',
          title: t('paymentError'),
          description: t('checkoutFailed'),
        });
      },
    });

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">
          {data?.status === 'past_due' ? t('pay.updatePayment') : t('annualSubscription')}
        </h2>
        <CardDescription>{t('panelDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {open ? (
          <div className="space-y-4">
            <p className="flex items-center gap-2 text-sm text-muted">
              <Lock aria-hidden="true" className="h-4 w-4" />
              {t('paySecurely')}
            </p>
            {renderPayment(close)}
            <Button variant="outline" onClick={close}>
              {t('common:cancel')}
            </Button>
          </div>
        ) : (
          <Button ref={startRef} onClick={start} disabled={checkout.isPending}>
            {checkout.isPending ? t('preparing') : label}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
