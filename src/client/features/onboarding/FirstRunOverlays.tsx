import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../../lib/auth';
import { type FirstRunOverlay, onFirstRunOverlay } from '../../lib/first-run';
import { hasSeenWelcome, markWelcomeSeen, tutorialCompleted, tutorialSkipped } from './storage';
import { TUTORIAL_DELAY_MS } from './timings';
import { useModule } from './use-module';

// Both overlays are code-split: a returning visitor downloads neither.
const loadWelcome = () => import('./WelcomeAnimation');
const loadTutorial = () => import('./OnboardingTutorial');

/** The tutorial explains the dashboard, so it opens by itself only there. */
const DASHBOARD_PATHS = new Set(['/', '/dashboard']);
/** A visitor following an e-mailed link (a password reset, an unsubscribe) is in the middle of a task: no welcome there. */
const NO_WELCOME_PATHS = new Set(['/reset-password', '/unsubscribe']);

/**
 * The first-run overlays, one at a time (docs/first-run.md): the welcome animation for a visitor who has
 * not dismissed it yet, then, on the dashboard, the tutorial for a signed-in user who has not completed
 * it, 1 s after the page (or the welcome animation) is out of the way. Either can be asked for again
 * from the profile.
 */
export function FirstRunOverlays() {
  const { user } = useAuth();
  const [location] = useLocation();
  const [overlay, setOverlay] = useState<FirstRunOverlay | null>(() =>
    !hasSeenWelcome() && !NO_WELCOME_PATHS.has(location) ? 'welcome' : null,
  );
  // Whose tutorial was shown during this page load: a skip is remembered for the browser session
  // (storage.ts); this holds it for the page load where session storage refuses to keep it.
  const [tutorialShownTo, setTutorialShownTo] = useState<number | null>(null);

  // Where the focus was when an overlay opened (the profile's button, a field of the dashboard): it goes
  // back there when the overlay has closed, as Radix does only for a Dialog.Trigger, which these lack.
  const returnFocusTo = useRef<Element | null>(null);
  const open = useCallback((next: FirstRunOverlay) => {
    returnFocusTo.current = document.activeElement;
    setOverlay(next);
  }, []);
  useEffect(() => onFirstRunOverlay(open), [open]);
  useEffect(() => {
    if (overlay !== null) return;
    const element = returnFocusTo.current;
    returnFocusTo.current = null;
    if (element instanceof HTMLElement && element.isConnected) element.focus();
  }, [overlay]);

  const tutorialDue =
    user !== null &&
    overlay === null &&
    DASHBOARD_PATHS.has(location) &&
    tutorialShownTo !== user.id &&
    !tutorialCompleted(user.id) &&
    !tutorialSkipped(user.id);
  useEffect(() => {
    if (!tutorialDue) return;
    const timer = setTimeout(() => open('tutorial'), TUTORIAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [tutorialDue, open]);

  const showTutorial = overlay === 'tutorial' && user !== null;
  useEffect(() => {
    if (showTutorial && user) setTutorialShownTo(user.id);
    // Signed out meanwhile (a session that ended): the next person must not inherit the open tutorial.
    if (overlay === 'tutorial' && !user) setOverlay(null);
  }, [showTutorial, overlay, user]);

  const welcome = useModule(loadWelcome, overlay === 'welcome');
  const tutorial = useModule(loadTutorial, tutorialDue || showTutorial);

  const close = () => setOverlay(null);

  if (overlay === 'welcome' && welcome) {
    return (
      <welcome.WelcomeAnimation
        onFinish={() => {
          markWelcomeSeen();
          close();
        }}
      />
    );
  }
  if (showTutorial && tutorial) {
    return <tutorial.OnboardingTutorial userId={user.id} onClose={close} />;
  }
  return null;
}
