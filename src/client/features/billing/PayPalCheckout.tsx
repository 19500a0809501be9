import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import type { PaypalCaptureResponse, PaypalSetup } from '@shared/billing/paypal';
import { useMemo } from 'react';
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

function paidUntil(iso: string) {
  return formatDate(iso, 'long', 'the end of the new period');
}

function Buttons({ onPaid }: Pick<PayPalCheckoutProps, 'onPaid'>) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  if (isRejected) {
    return (
      <Alert variant="destructive">
        The PayPal button could not be loaded. Check your connection and try again.
      </Alert>
    );
  }
  return (
    <>
      {isPending && <Spinner label="Loading PayPal" className="py-6" />}
      <PayPalButtons
        style={{ layout: 'vertical', label: 'pay' }}
        createOrder={async () => {
          try {
            return await createPaypalOrder();
          } catch (error) {
            failureToast(error, 'Payment Error', 'Failed to create checkout session');
            throw error;
          }
        }}
        onApprove={async ({ orderID }) => {
          try {
            const result = await capturePaypalOrder(orderID);
            toast({
              title: 'Payment successful',
              description: `Thank you! Your church's subscription is active until ${paidUntil(result.subscription.subscriptionEndsAt)}.`,
            });
            onPaid(result);
          } catch (error) {
            failureToast(error, 'Payment Error', 'The payment could not be completed. Please try again.');
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
