import { useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { siteInfoQuery } from '../site/queries';

/** GET /api/site (the site feature reads it too, under the same key): fixed until the server restarts. */
export const usePaymentsSetup = () => useQuery(siteInfoQuery).data?.payments;

/**
 * Heads every payment screen: in demo mode (PAYPAL_DEMO=1) the label that no money moves; without PayPal
 * credentials, what the server's operator must set, instead of a bare failure when paying.
 */
export function PaymentModeNotice() {
  const { t } = useTranslation('billing');
  const payments = usePaymentsSetup();
  if (payments?.demo) {
    return (
      <div
        role="note"
        data-testid="payment-demo-label"
        className="flex gap-3 rounded-md border border-warning-soft-border bg-warning-soft px-4 py-3 text-sm text-warning-soft-foreground"
      >
        <FlaskConical aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <p>
          <strong className="font-semibold">{t('demoLabel')}.</strong> {t('demoDetail')}
        </p>
      </div>
    );
  }
  if (payments && !payments.configured) {
    return (
      <Alert data-testid="payments-not-configured">
        <strong className="font-semibold">{t('notConfiguredTitle')}</strong>{' '}
        <Trans t={t} i18nKey="notConfiguredDetail" components={{ code: <code /> }} />
      </Alert>
    );
  }
  return null;
}
