// Applies the appearance chosen on this device (Light or Dark, in the profile: src/client/lib/theme.ts
// owns the storage key and makes the same changes when the choice changes) before the first paint: a
// class on <html> that styles.css reads, and the browser bar's colour of that scheme whatever the
// system's setting. With no choice ("System") styles.css and index.html follow the system by themselves.
// A file, not an inline script: the Content Security Policy allows scripts from this origin only.
try {
  const choice = localStorage.getItem('theme');
  if (choice === 'light' || choice === 'dark') {
    document.documentElement.classList.add(choice);
    for (const meta of document.querySelectorAll('meta[name="theme-color"][data-scheme]')) {
      meta.media = meta.dataset.scheme === choice ? 'all' : 'not all';
    }
  }
} catch {
  // Storage refused (a privacy mode): the system's setting applies.
}

// The language (decision 035): the one chosen on this device, else the browser's first of English and
// Spanish (src/client/lib/i18n.ts reads the same key). For Spanish, <html lang> says so at once, and the
// page built in English (the landing page) stays hidden until the app has rendered it in Spanish
// (main.tsx removes the class; after three seconds it goes anyway, so a failed load still shows a page).
try {
  let language = localStorage.getItem('lampstand-language');
  if (!language) {
    const tags = navigator.languages?.length ? navigator.languages : [navigator.language || 'en'];
    for (const tag of tags) {
      const primary = tag.toLowerCase().split(/[-_]/)[0];
      if (primary === 'en' || primary === 'es') {
        language = primary;
        break;
      }
    }
  }
  if (language === 'es') {
    document.documentElement.lang = 'es';
    document.documentElement.classList.add('language-pending');
    setTimeout(() => document.documentElement.classList.remove('language-pending'), 3000);
  }
} catch {
  // Storage refused: the app still starts in the browser's language (lib/i18n.ts).
}
