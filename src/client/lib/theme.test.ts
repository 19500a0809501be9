// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chooseTheme } from './theme';

/*
 * The device's appearance choice: the class on <html> that styles.css reads, the stored choice that
 * /theme.js applies before the next first paint, and which browser-bar colour is in force.
 */
const metaMedia = () =>
  Object.fromEntries(
    [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => [
      meta.dataset.scheme,
      meta.media,
    ]),
  );

beforeEach(() => {
  document.head.innerHTML = `
    <meta name="theme-color" data-scheme="light" media="(prefers-color-scheme: light)" content="#4f46e5" />
    <meta name="theme-color" data-scheme="dark" media="(prefers-color-scheme: dark)" content="#0b1120" />`;
});
afterEach(() => {
  chooseTheme('system');
});

describe('chooseTheme', () => {
  it('Dark: the dark class, remembered, and the dark bar colour whatever the system says', () => {
    chooseTheme('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.classList.contains('light')).toBe(false);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(metaMedia()).toEqual({ light: 'not all', dark: 'all' });
  });

  it('Light replaces Dark', () => {
    chooseTheme('dark');
    chooseTheme('light');
    expect([...document.documentElement.classList]).toEqual(['light']);
    expect(localStorage.getItem('theme')).toBe('light');
    expect(metaMedia()).toEqual({ light: 'all', dark: 'not all' });
  });

  it('System: no class, nothing stored, each bar colour for its system setting', () => {
    chooseTheme('dark');
    chooseTheme('system');
    expect([...document.documentElement.classList]).toEqual([]);
    expect(localStorage.getItem('theme')).toBeNull();
    expect(metaMedia()).toEqual({
      light: '(prefers-color-scheme: light)',
      dark: '(prefers-color-scheme: dark)',
    });
  });
});
