import { ArrowLeft, ArrowRight, Check, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { closeButtonClasses } from '../../components/ui/dialog';
import { cn } from '../../lib/cn';
import { markTutorialCompleted, markTutorialSkipped } from './storage';
import { Spotlight, useTourAnchor, useTourTarget } from './tour-target';
import { TUTORIAL_STEPS } from './tutorial-steps';

interface OnboardingTutorialProps {
  userId: number;
  onClose: () => void;
}

const STEP_ONE = TUTORIAL_STEPS[0] as (typeof TUTORIAL_STEPS)[number];

/**
 * The 5-step onboarding tutorial, each step a modal panel placed against the card it describes,
 * which is scrolled into view and lit while the rest of the page is dimmed (docs/first-run.md).
 * 'Skip', the close button and Escape hide it for the rest of the browser session; on the last step any
 * way of closing it completes it for this user, as 'Get Started' and the first step's "Don't show again" do.
 */
export function OnboardingTutorial({ userId, onClose }: OnboardingTutorialProps) {
  const { t } = useTranslation(['onboarding', 'common']);
  const [index, setIndex] = useState(0);
  const primary = useRef<HTMLButtonElement>(null);
  const step = TUTORIAL_STEPS[index] ?? STEP_ONE;
  const target = useTourTarget(step.target);
  const anchor = useTourAnchor(target);
  const last = index === TUTORIAL_STEPS.length - 1;
  const end = (completed: boolean) => {
    if (completed || last) markTutorialCompleted(userId);
    else markTutorialSkipped(userId);
    onClose();
  };
  const Icon = step.icon;
  const title = t(`steps.${step.id}.title`);
  const text = t(`steps.${step.id}.text`);
  return (
    <Popover.Root open modal onOpenChange={(open) => !open && end(false)}>
      <Popover.Anchor virtualRef={anchor} />
      <Spotlight target={target} />
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="center"
          sideOffset={12}
          collisionPadding={16}
          // Placed again on every frame: the page scrolls to the card as the step changes.
          updatePositionStrategy="always"
          aria-modal="true"
          className="relative z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md overflow-y-auto rounded-xl border border-border bg-surface p-6 text-foreground shadow-xl"
        >
          <Popover.Title className="pr-8 text-lg font-semibold">{title}</Popover.Title>
          <Popover.Description className="mt-1 text-sm text-muted">{text}</Popover.Description>
          <div data-testid="onboarding-tutorial" className="mt-4 space-y-6">
            <div className="flex items-center gap-4">
              <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
                <Icon aria-hidden="true" className="h-7 w-7" />
              </span>
              <div className="flex-1">
                {/* The title and text change in place: announce them with the step number. */}
                <p aria-live="polite" className="text-sm font-medium text-muted">
                  {t('stepOf', { number: index + 1, total: TUTORIAL_STEPS.length })}
                  <span className="sr-only">
                    : {title}. {text}
                  </span>
                </p>
                <ol aria-hidden="true" className="mt-2 flex gap-1.5">
                  {TUTORIAL_STEPS.map((s, i) => (
                    <li
                      key={s.id}
                      className={cn('h-1.5 flex-1 rounded-full', i <= index ? 'bg-primary' : 'bg-track')}
                    />
                  ))}
                </ol>
              </div>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2">
              {last ? (
                <span />
              ) : (
                <div className="flex flex-wrap gap-1">
                  <Button variant="ghost" size="sm" onClick={() => end(false)}>
                    {t('skip')}
                  </Button>
                  {index === 0 && (
                    <Button variant="ghost" size="sm" onClick={() => end(true)}>
                      {t('dontShow')}
                    </Button>
                  )}
                </div>
              )}
              <div className="ml-auto flex gap-2">
                {index > 0 && (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => {
                      // Back disappears on the first step: keep the focus in the dialog's flow.
                      if (index === 1) primary.current?.focus();
                      setIndex(index - 1);
                    }}
                  >
                    <ArrowLeft aria-hidden="true" className="h-4 w-4" />
                    {t('back')}
                  </Button>
                )}
                {/* One button for Next and Get Started, so focus stays on it from step to step. */}
                <Button
                  ref={primary}
                  size="sm"
                  // The dialog opens on its main action, so that Enter goes on rather than skipping.
                  autoFocus
                  onClick={last ? () => end(true) : () => setIndex(index + 1)}
                >
                  {last ? t('getStarted') : t('next')}
                  {last ? (
                    <Check aria-hidden="true" className="h-4 w-4" />
                  ) : (
                    <ArrowRight aria-hidden="true" className="h-4 w-4" />
                  )}
                </Button>
              </div>
            </div>
          </div>
          <Popover.Close aria-label={t('common:close')} className={closeButtonClasses}>
            <X aria-hidden="true" className="h-5 w-5" />
          </Popover.Close>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
