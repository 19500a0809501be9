/** Local-storage flag of the welcome overlay: set once the visitor has dismissed it. */
const WELCOME_KEY = 'hasSeenWelcome';
/** The tutorial's completion is per user: `onboardingCompleted:<user id>`. */
const TUTORIAL_KEY_PREFIX = 'onboardingCompleted:';

// Storage can be missing or refuse writes (privacy modes, full quota): the overlays then behave as for a
// new visitor each time, which is better than not loading the app.
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the flag just is not remembered.
  }
}

export const hasSeenWelcome = () => read(WELCOME_KEY) === 'true';
export const markWelcomeSeen = () => write(WELCOME_KEY, 'true');

export const tutorialCompleted = (userId: number) => read(`${TUTORIAL_KEY_PREFIX}${userId}`) === 'true';
export const markTutorialCompleted = (userId: number) => write(`${TUTORIAL_KEY_PREFIX}${userId}`, 'true');

/**
 * A skipped tutorial stays away for the rest of the browser session (this tab's session storage):
 * `onboardingSkipped:<user id>`. Completing it, or "Don't show again", is the local flag above.
 */
const TUTORIAL_SKIPPED_PREFIX = 'onboardingSkipped:';

export function tutorialSkipped(userId: number) {
  try {
    return window.sessionStorage.getItem(`${TUTORIAL_SKIPPED_PREFIX}${userId}`) === 'true';
  } catch {
    return false;
  }
}

export function markTutorialSkipped(userId: number) {
  try {
    window.sessionStorage.setItem(`${TUTORIAL_SKIPPED_PREFIX}${userId}`, 'true');
  } catch {
    // Not remembered: the tutorial waits for the next visit to the dashboard, as it did before.
  }
}
