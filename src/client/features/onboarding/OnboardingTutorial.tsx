import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { DialogContent, DialogRoot } from '../../components/ui/dialog';
import { cn } from '../../lib/cn';
import { markTutorialCompleted } from './storage';
import { TUTORIAL_STEPS } from './tutorial-steps';

interface OnboardingTutorialProps {
  userId: number;
  onClose: () => void;
}

/**
 * The 5-step onboarding tutorial (spec §4). 'Skip', the close button and Escape close it without saving
 * (it comes back on the next visit to the dashboard), except on the last step, where any way of closing
 * it completes it for this user, as 'Get Started' does.
 */
export function OnboardingTutorial({ userId, onClose }: OnboardingTutorialProps) {
  const [index, setIndex] = useState(0);
  const primary = useRef<HTMLButtonElement>(null);
  const step = TUTORIAL_STEPS[index] ?? TUTORIAL_STEPS[0];
  if (!step) return null;
  const last = index === TUTORIAL_STEPS.length - 1;
  const close = () => {
    if (last) markTutorialCompleted(userId);
    onClose();
  };
  const Icon = step.icon;
  return (
    <DialogRoot open onOpenChange={(open) => !open && close()}>
      <DialogContent title={step.title} description={step.text} className="sm:max-w-md">
        <div data-testid="onboarding-tutorial" className="space-y-6">
          <div className="flex items-center gap-4">
            <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
              <Icon aria-hidden="true" className="h-7 w-7" />
            </span>
            <div className="flex-1">
              {/* The title and text change in place: announce them with the step number. */}
              <p aria-live="polite" className="text-sm font-medium text-muted">
                Step {index + 1} of {TUTORIAL_STEPS.length}
                <span className="sr-only">
                  : {step.title}. {step.text}
                </span>
              </p>
              <ol aria-hidden="true" className="mt-2 flex gap-1.5">
                {TUTORIAL_STEPS.map((s, i) => (
                  <li
                    key={s.title}
                    className={cn('h-1.5 flex-1 rounded-full', i <= index ? 'bg-primary' : 'bg-slate-200')}
                  />
                ))}
              </ol>
            </div>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            {last ? (
              <span />
            ) : (
              <Button variant="ghost" size="sm" onClick={onClose}>
                Skip
              </Button>
            )}
            <div className="flex gap-2">
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
                  Back
                </Button>
              )}
              {/* One button for Next and Get Started, so focus stays on it from step to step. */}
              <Button
                ref={primary}
                size="sm"
                // The dialog opens on its main action, so that Enter goes on rather than skipping.
                autoFocus
                onClick={last ? close : () => setIndex(index + 1)}
              >
                {last ? 'Get Started' : 'Next'}
                {last ? (
                  <Check aria-hidden="true" className="h-4 w-4" />
                ) : (
                  <ArrowRight aria-hidden="true" className="h-4 w-4" />
                )}
              </Button>
            </div>
          </div>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
