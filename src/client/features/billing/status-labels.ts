import type { SubscriptionStatus } from '@shared/billing/subscription';
import { formatDate } from '../../lib/dates';

/** The four known states; anything else shows as unknown. */
const LABELS: Record<string, string> = {
  trial: 'Free Trial',
  active: 'Active',
  past_due: 'Past Due',
  expired: 'Expired',
};

export const statusLabel = (status: string) => LABELS[status] ?? 'Unknown';

export const statusTone = (status: string) =>
  status === 'active'
    ? 'bg-green-100 text-green-800'
    : status === 'trial'
      ? 'bg-blue-100 text-blue-800'
      : status === 'past_due' || status === 'expired'
        ? 'bg-red-100 text-red-800'
        : 'bg-slate-100 text-slate-700';

export function endDate(iso: string): string {
  return formatDate(iso, 'long', 'Unknown date');
}

export const dayCount = (days: number) => (days === 1 ? '1 day' : `${Math.max(0, days)} days`);

/** What the end date means in each state. */
export function endLabel({
  status,
  renewalCancelled,
}: Pick<SubscriptionStatus, 'status' | 'renewalCancelled'>) {
  if (status === 'trial') return 'Trial ends';
  if (status === 'active') return renewalCancelled ? 'Ends on' : 'Renews on';
  return 'Ended on';
}

/** The payment button's text: the spec's 'Update Payment' when past due. */
export function payLabel(status: string | undefined) {
  if (status === 'past_due') return 'Update Payment';
  if (status === 'active') return 'Pay for Another Year';
  return 'Subscribe';
}
