import { useSyncExternalStore } from 'react';

/*
 * Light or dark appearance, chosen per device (decision 026). "System" follows the system's setting
 * through CSS alone (styles.css); "Light" and "Dark" are a class on <html>, set before the first paint by
 * /theme.js (src/client/public/theme.js, which reads the same storage key) and here when the choice
 * changes, in this tab and in the device's other tabs.
 */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

const STORAGE_KEY = 'theme';
const listeners = new Set<() => void>();

function read(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

let current: ThemeChoice = read();

/**
 * The class on <html>, and the browser bar's colour: index.html has one theme-color per scheme, each
 * for its system setting; an explicit choice makes its own apply whatever the system says.
 */
function apply(choice: ThemeChoice) {
  const root = document.documentElement;
  root.classList.toggle('light', choice === 'light');
  root.classList.toggle('dark', choice === 'dark');
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"][data-scheme]')) {
    const scheme = meta.dataset.scheme;
    meta.media =
      choice === 'system' ? `(prefers-color-scheme: ${scheme})` : scheme === choice ? 'all' : 'not all';
  }
}

function changed(choice: ThemeChoice) {
  current = choice;
  apply(choice);
  for (const listener of listeners) listener();
}

/** Remembers the choice on this device and applies it at once. */
export function chooseTheme(choice: ThemeChoice) {
  try {
    if (choice === 'system') window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // Storage refused: the choice holds for this page only.
  }
  changed(choice);
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Another tab of this device changed the choice. */
function onStorage(event: StorageEvent) {
  if (event.key === STORAGE_KEY || event.key === null) changed(read());
}

/** The device's choice, kept current. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}
