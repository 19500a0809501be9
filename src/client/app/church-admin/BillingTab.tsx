import type { PaypalCaptureResponse } from '@shared/billing/paypal';
import { useQueryClient } from '@tanstack/react-query';
import { PaymentModeNotice } from '../../features/billing/PaymentModeNotice';
import { PayPalPayment } from '../../features/billing/PayPalPayment';
import { subscriptionStatusQuery } from '../../features/billing/queries';
import { SubscribePanel } from '../../features/billing/SubscribePanel';
import { SubscriptionStatusCard } from '../../features/billing/SubscriptionStatusCard';
import { analyticsQuery } from '../../features/church-admin/queries';

/** Billing tab: the subscription's state, and paying for it through PayPal. */
export function BillingTab() {
  const client = useQueryClient();
  const paid = (result: PaypalCaptureResponse, close: () => void) => {
    client.setQueryData(subscriptionStatusQuery.queryKey, result.subscription);
    // The server has the last word (a webhook may have credited too); a paid church sees analytics again.
    void client.invalidateQueries({ queryKey: subscriptionStatusQuery.queryKey });
    void client.invalidateQueries({ queryKey: analyticsQuery.queryKey });
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
