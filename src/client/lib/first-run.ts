/**
 * Lets any page ask for one of the first-run overlays (the profile's "View Welcome Animation" and
 * "Start/Restart Tutorial" buttons); the overlay host mounted once in App shows it. Pages and the host
 * are different features, which do not import each other, so the request goes through here.
 */
export type FirstRunOverlay = 'welcome' | 'tutorial';

const listeners = new Set<(overlay: FirstRunOverlay) => void>();

export function showFirstRunOverlay(overlay: FirstRunOverlay) {
  for (const listener of listeners) listener(overlay);
}

export function onFirstRunOverlay(listener: (overlay: FirstRunOverlay) => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
