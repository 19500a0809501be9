import type { PaypalCaptureResponse } from '@shared/paypal';
import { useQueryClient } from '@tanstack/react-query';
import { ANALYTICS_KEY } from '../../features/church-admin/analytics/use-analytics';
import { PaymentModeNotice } from '../../features/paypal/PaymentModeNotice';
import { PayPalPayment } from '../../features/paypal/PayPalPayment';
import { SubscribePanel } from '../../features/subscription/SubscribePanel';
import { SubscriptionStatusCard } from '../../features/subscription/SubscriptionStatusCard';
import { SUBSCRIPTION_STATUS_KEY } from '../../features/subscription/use-subscription';

/** Billing tab: the subscription's state, and paying for it through PayPal. */
export function BillingTab() {
  const client = useQueryClient();
  const paid = (result: PaypalCaptureResponse, close: () => void) => {
    client.setQueryData(SUBSCRIPTION_STATUS_KEY, result.subscription);
    // The server has the last word (a webhook may have credited too); a paid church sees analytics again.
    void client.invalidateQueries({ queryKey: SUBSCRIPTION_STATUS_KEY });
    void client.invalidateQueries({ queryKey: ANALYTICS_KEY });
    close();
  };
  return (
    <div className="space-y-6">
      <PaymentModeNotice />
      <SubscriptionStatusCard />
      <SubscribePanel renderPayment={(close) => <PayPalPayment onPaid={(result) => paid(result, close)} />} />
    </div>
  );
}
