import type { SubscriptionStatus } from '@shared/billing/subscription';
import type { i18n } from 'i18next';
import { formatDate } from '../../lib/dates';

/** The catalogue's function of the rendering tree (`useTranslation().i18n.t`). */
type Translate = i18n['t'];

/** The four known states; anything else shows as unknown. */
const KNOWN = ['trial', 'active', 'past_due', 'expired'] as const;
const isKnown = (status: string): status is (typeof KNOWN)[number] =>
  (KNOWN as readonly string[]).includes(status);

export const statusLabel = (t: Translate, status: string) =>
  t(isKnown(status) ? `billing:status.${status}` : 'billing:status.unknown');

export const statusTone = (status: string) =>
  status === 'active'
    ? 'bg-success-soft text-success-soft-foreground'
    : status === 'trial'
      ? 'bg-info-soft text-info-soft-foreground'
      : status === 'past_due' || status === 'expired'
        ? 'bg-destructive-soft text-destructive-soft-foreground'
        : 'bg-subtle text-body';

export function endDate(t: Translate, iso: string): string {
  return formatDate(iso, 'long', t('billing:unknownDate'));
}

export const dayCount = (t: Translate, days: number) => t('billing:days', { count: Math.max(0, days) });

/** What the end date means in each state. */
export function endLabel(
  t: Translate,
  { status, renewalCancelled }: Pick<SubscriptionStatus, 'status' | 'renewalCancelled'>,
) {
  if (status === 'trial') return t('billing:trialEnds');
  if (status === 'active') return t(renewalCancelled ? 'billing:endsOn' : 'billing:renewsOn');
  return t('billing:endedOn');
}

/** The payment button's text: the spec's 'Update Payment' when past due. */
export function payLabel(t: Translate, status: string | undefined) {
  if (status === 'past_due') return t('billing:pay.updatePayment');
  if (status === 'active') return t('billing:pay.anotherYear');
  return t('billing:pay.subscribe');
}
