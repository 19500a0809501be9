import { type ReactNode, useEffect, useRef } from 'react';
import { cn } from '../../lib/cn';

type CelebrationTone = 'primary' | 'secondary' | 'amber';

export interface Celebration {
  id: string;
  title: string;
  message: string;
  icon: ReactNode;
  tone: CelebrationTone;
}

const tones: Record<CelebrationTone, string> = {
  primary: 'border-primary-soft-border bg-primary-soft text-primary-soft-foreground',
  secondary: 'border-secondary-soft-border bg-secondary-soft text-secondary-soft-foreground',
  amber: 'border-warning-soft-border bg-warning-soft text-warning-soft-foreground',
};

const sparkles = ['-top-1 left-6', 'top-2 -right-1', '-bottom-1 left-1/2', 'top-1/2 -left-1'];

function prefersReducedMotion() {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

function CelebrationCard({ celebration }: { celebration: Celebration }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    // Just under the controls used: brought on screen if it is not, clear of the sticky header above and
    // of the toasts below (its scroll margins).
    if (el && typeof el.scrollIntoView === 'function')
      el.scrollIntoView({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    // A short pop-in; people who asked for less motion just see the card.
    if (!el || typeof el.animate !== 'function' || prefersReducedMotion()) return;
    el.animate(
      [
        { opacity: 0, transform: 'translateY(-12px) scale(0.92)' },
        { opacity: 1, transform: 'translateY(0) scale(1.03)', offset: 0.6 },
        { opacity: 1, transform: 'none' },
      ],
      { duration: 450, easing: 'ease-out' },
    );
  }, []);
  return (
    <div
      ref={ref}
      data-testid="celebration"
      className={cn(
        'relative flex w-full scroll-mt-20 scroll-mb-32 items-center gap-3 rounded-xl border-2 px-4 py-3 shadow-md',
        tones[celebration.tone],
      )}
    >
      {sparkles.map((place) => (
        <span
          key={place}
          aria-hidden="true"
          className={cn('absolute h-2 w-2 rounded-full bg-amber-400 motion-safe:animate-ping', place)}
        />
      ))}
      <span aria-hidden="true" className="shrink-0">
        {celebration.icon}
      </span>
      <div>
        <p className="font-semibold">{celebration.title}</p>
        <p className="text-sm">{celebration.message}</p>
      </div>
    </div>
  );
}

/**
 * Where the celebration of one card's log shows: in the page's flow, right under that card, so it never
 * covers a control in use (docs/first-run.md#celebrations); at most one is shown at a time. The live
 * region is always mounted (a region that appears together with its text is not announced), and it is
 * polite: a celebration never interrupts what is being read.
 */
export function CelebrationRegion({ celebration }: { celebration: Celebration | null }) {
  return (
    <div role="status" aria-live="polite" className={cn(celebration && 'mt-3')}>
      {celebration && <CelebrationCard key={celebration.id} celebration={celebration} />}
    </div>
  );
}
