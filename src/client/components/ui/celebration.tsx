import { type ReactNode, useEffect, useRef } from 'react';
import { cn } from '../../lib/cn';

export type CelebrationTone = 'primary' | 'secondary' | 'amber';

export interface Celebration {
  id: string;
  title: string;
  message: string;
  icon: ReactNode;
  tone: CelebrationTone;
}

const tones: Record<CelebrationTone, string> = {
  primary: 'border-indigo-200 bg-primary-soft text-indigo-900',
  secondary: 'border-teal-200 bg-secondary-soft text-teal-900',
  amber: 'border-amber-300 bg-amber-50 text-amber-900',
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
      className={cn(
        'relative flex w-full max-w-sm items-center gap-3 rounded-xl border-2 px-4 py-3 shadow-lg',
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
 * Celebrations on top of the page. The live region is always mounted (a region that appears together with
 * its text is not announced), and it is polite: a celebration never interrupts what is being read.
 */
export function CelebrationStack({ celebrations }: { celebrations: readonly Celebration[] }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-20 z-[90] flex flex-col items-center gap-3 px-4"
    >
      {celebrations.map((celebration) => (
        <CelebrationCard key={celebration.id} celebration={celebration} />
      ))}
    </div>
  );
}
