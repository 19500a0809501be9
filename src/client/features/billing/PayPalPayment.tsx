import type { PaypalCaptureResponse } from '@shared/billing/paypal';
import { lazy, Suspense } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { TextLink } from '../../components/ui/text-link';
import { ApiError, serverMessageOf } from '../../lib/api';
import { usePaypalSetup } from './use-paypal';

// PayPal's React bindings load with the button, not with the page that may never show it.
const PayPalCheckout = lazy(async () => ({ default: (await import('./PayPalCheckout')).PayPalCheckout }));

/** The payment widget: server setup first, then PayPal's button; failures say what to do next. */
export function PayPalPayment({ onPaid }: { onPaid: (result: PaypalCaptureResponse) => void }) {
  const { t } = useTranslation('billing');
  const setup = usePaypalSetup();
  if (setup.isError && setup.error instanceof ApiError && setup.error.status === 403) {
    return (
      <Alert>
        <Trans t={t} i18nKey="needsChurchPassword" components={{ a: <TextLink href="/church-admin" /> }} />
      </Alert>
    );
  }
  if (setup.isError) {
    return (
      <div className="space-y-3">
        <Alert variant="destructive">{serverMessageOf(setup.error) ?? t('paypalUnavailable')}</Alert>
        <Button variant="outline" size="sm" onClick={() => void setup.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  }
  if (!setup.data) return <Spinner label={t('loadingPaypal')} className="py-6" />;
  return (
    <div data-testid="paypal-payment" className="max-w-md">
      <Suspense fallback={<Spinner label={t('loadingPaypal')} className="py-6" />}>
        <PayPalCheckout setup={setup.data} onPaid={onPaid} />
      </Suspense>
    </div>
  );
}
