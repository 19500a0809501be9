import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import type { PaypalCaptureResponse, PaypalSetup } from '@shared/billing/paypal';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { formatDate } from '../../lib/dates';
import { failureToast } from '../../lib/form-errors';
import { capturePaypalOrder, createPaypalOrder } from './use-paypal';

export interface PayPalCheckoutProps {
  setup: PaypalSetup;
  /** The capture completed and the church was credited. */
  onPaid: (result: PaypalCaptureResponse) => void;
}

function Buttons({ onPaid }: Pick<PayPalCheckoutProps, 'onPaid'>) {
  const { t } = useTranslation('billing');
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  if (isRejected) {
    return <Alert variant="destructive">{t('buttonFailed')}</Alert>;
  }
  return (
    <>
      {isPending && <Spinner label={t('loadingPaypal')} className="py-6" />}
      <PayPalButtons
        style={{ layout: 'vertical', label: 'pay' }}
        createOrder={async () => {
          try {
            return await createPaypalOrder();
          } catch (error) {
            failureToast(error, t('paymentError'), t('checkoutFailed'));
            throw error;
          }
        }}
        onApprove={async ({ orderID }) => {
          try {
            const result = await capturePaypalOrder(orderID);
            toast({
              title: t('paidTitle'),
              description: t('paidDescription', {
                day: formatDate(result.subscription.subscriptionEndsAt, 'long', t('newPeriodEnd')),
              }),
            });
            onPaid(result);
          } catch (error) {
            failureToast(error, t('paymentError'), t('captureFailed'));
          }
        }}
        // The buyer closing PayPal, or PayPal's own errors, are only logged.
        onCancel={(data) => console.info('PayPal payment cancelled', data)}
        onError={(error) => console.error('PayPal error', error)}
      />
    </>
  );
}

/** PayPal's own button (its browser SDK, loaded from the address the server names) for the 99.00 USD order. */
export function PayPalCheckout({ setup, onPaid }: PayPalCheckoutProps) {
  const options = useMemo(
    () => ({
      clientId: setup.clientId,
      dataClientToken: setup.clientToken || undefined,
      currency: setup.currency,
      intent: 'capture',
      sdkBaseUrl: setup.sdkUrl,
    }),
    [setup],
  );
  return (
    <PayPalScriptProvider options={options}>
      <Buttons onPaid={onPaid} />
    </PayPalScriptProvider>
  );
}
