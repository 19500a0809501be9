import { subscriptionBanner } from '@shared/billing/subscription-banner';
import { AlertTriangle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useSubscriptionStatus } from './use-subscription';

const tones = {
  yellow: {
    box: 'border-warning-soft-border bg-warning-soft text-warning-soft-foreground',
    icon: 'text-warning',
  },
  red: {
    box: 'border-destructive-soft-border bg-destructive-soft text-destructive-soft-foreground',
    icon: 'text-destructive',
  },
} as const;

/**
 * The dashboard's subscription banner for members of a church: a trial with 7 or fewer days
 * left, an expired or a past-due church. Nothing while the status loads or when it cannot be loaded: the
 * banner is a reminder, and the billing tab reports failures.
 */
export function SubscriptionBanner({ inChurch, timeZone }: { inChurch: boolean; timeZone: string }) {
  const { i18n } = useTranslation();
  const { data } = useSubscriptionStatus(inChurch);
  const titleId = useId();
  const banner = inChurch && data ? subscriptionBanner(data, { now: new Date(), timeZone }, i18n.t) : null;
  if (!banner) return null;
  const tone = tones[banner.tone];
  return (
    <section
      aria-labelledby={titleId}
      data-tone={banner.tone}
      data-testid="subscription-banner"
      className={cn(
        'flex flex-col gap-4 rounded-xl border p-4 sm:flex-row sm:items-center sm:justify-between',
        tone.box,
      )}
    >
      <div className="flex items-start gap-3">
        <AlertTriangle aria-hidden="true" className={cn('mt-0.5 h-5 w-5 shrink-0', tone.icon)} />
        <div>
          <h2 id={titleId} className="font-semibold">
            {banner.title}
          </h2>
          <p className="text-sm">{banner.message}</p>
        </div>
      </div>
      <Link
        href={banner.href}
        className={buttonClasses(banner.tone === 'red' ? 'destructive' : 'primary', 'md', 'shrink-0')}
      >
        {banner.action}
      </Link>
    </section>
  );
}
