import { PAYMENT_DEMO_DETAIL, PAYMENT_DEMO_LABEL } from '@shared/billing/paypal';
import { useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { siteInfoQuery } from '../site/queries';

/** GET /api/site (the site feature reads it too, under the same key): fixed until the server restarts. */
export const usePaymentsSetup = () => useQuery(siteInfoQuery).data?.payments;

/**
 * Heads every payment screen: in demo mode (PAYPAL_DEMO=1) the label that no money moves; without PayPal
 * credentials, what the server's operator must set, instead of a bare failure when paying.
 */
export function PaymentModeNotice() {
  const payments = usePaymentsSetup();
  if (payments?.demo) {
    return (
      <div
        role="note"
        data-testid="payment-demo-label"
        className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
      >
        <FlaskConical aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <p>
          <strong className="font-semibold">{PAYMENT_DEMO_LABEL}.</strong> {PAYMENT_DEMO_DETAIL}
        </p>
      </div>
    );
  }
  if (payments && !payments.configured) {
    return (
      <Alert data-testid="payments-not-configured">
        <strong className="font-semibold">Payments are not set up on this server.</strong> Real payments need
        PayPal credentials: <code>PAYPAL_CLIENT_ID</code> and <code>PAYPAL_CLIENT_SECRET</code>. To try the
        payment flow on one machine, start the server with <code>PAYPAL_DEMO=1</code> (no money moves).
      </Alert>
    );
  }
  return null;
}
