import { Dialog } from 'radix-ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { prefersReducedMotion } from './timings';
import { useWelcomeTimeline } from './use-welcome-timeline';
import { WELCOME_SLIDES } from './welcome-slides';

/**
 * The full-screen welcome animation. A modal dialog: focus stays inside, Escape closes it at
 * any time (a keyboard user is never held), the Skip button appears after 2.5 s, and it ends by itself.
 * Each slide's title and text are announced politely as they change.
 */
export function WelcomeAnimation({ onFinish }: { onFinish: () => void }) {
  const { t } = useTranslation('onboarding');
  const { slide, canSkip } = useWelcomeTimeline(WELCOME_SLIDES.length, onFinish);
  const current = WELCOME_SLIDES[slide] ?? WELCOME_SLIDES[0];
  if (!current) return null;
  const Icon = current.icon;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onFinish()}>
      <Dialog.Portal>
        <Dialog.Content
          data-testid="welcome-animation"
          className="fixed inset-0 z-[60] flex flex-col overflow-hidden bg-gradient-to-br from-indigo-800 via-indigo-700 to-teal-800 text-white outline-none"
        >
          <Backdrop />
          <div className="relative flex h-14 items-center justify-end px-4">
            {canSkip && (
              <Dialog.Close className="rounded-md px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/60 hover:bg-white/15">
                {t('skip')}
              </Dialog.Close>
            )}
          </div>
          <div
            aria-live="polite"
            className="relative mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-6 pb-16 text-center"
          >
            <Slide key={slide}>
              <span className="mx-auto flex h-24 w-24 items-center justify-center rounded-full bg-white/15 ring-1 ring-white/30 sm:h-28 sm:w-28">
                <Icon aria-hidden="true" className="h-12 w-12 sm:h-14 sm:w-14" />
              </span>
              <Dialog.Title className="mt-8 text-3xl font-extrabold tracking-tight sm:text-4xl">
                {t(`slides.${current.id}.title`)}
              </Dialog.Title>
              <Dialog.Description className="mt-4 text-lg text-indigo-50 sm:text-xl">
                {t(`slides.${current.id}.text`)}
              </Dialog.Description>
              <p className="sr-only">{t('slideOf', { number: slide + 1, total: WELCOME_SLIDES.length })}</p>
            </Slide>
          </div>
          <ol aria-hidden="true" className="relative flex justify-center gap-2 pb-10">
            {WELCOME_SLIDES.map((s, index) => (
              <li
                key={s.id}
                className={cn(
                  'h-2 rounded-full motion-safe:transition-all motion-safe:duration-500',
                  index === slide ? 'w-8 bg-white' : 'w-2 bg-white/50',
                )}
              />
            ))}
          </ol>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** One slide, rising and fading in as it arrives; people who asked for less motion just see it. */
function Slide({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof el.animate !== 'function' || prefersReducedMotion()) return;
    el.animate(
      [
        { opacity: 0, transform: 'translateY(24px) scale(0.96)' },
        { opacity: 1, transform: 'none' },
      ],
      { duration: 700, easing: 'cubic-bezier(0.16, 1, 0.3, 1)' },
    );
  }, []);
  return <div ref={ref}>{children}</div>;
}

/** Soft glowing circles behind the slides; they drift only without a reduced-motion preference. */
function Backdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0">
      <span className="absolute -top-24 -left-24 h-72 w-72 rounded-full bg-teal-400/20 blur-3xl motion-safe:animate-pulse" />
      <span className="absolute -right-20 -bottom-28 h-80 w-80 rounded-full bg-indigo-300/20 blur-3xl motion-safe:animate-pulse" />
      <span className="absolute top-[18%] right-[12%] h-3 w-3 rounded-full bg-amber-300/80 motion-safe:animate-ping" />
    </div>
  );
}
