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

// The language (decision 035): the one a link names (`?lang=es`, the public challenge page's language
// links: for this visit, not remembered), else the one chosen on this device, else the browser's first of
// English and Spanish (src/client/lib/i18n.ts reads the same). <html lang> says it at once, whatever the
// server wrote (the public page's server chooses by Accept-Language, not by this device's choice). For
// Spanish, the page built in English (the landing page) stays hidden until the app has rendered it in
// Spanish (main.tsx removes the class; after three seconds it goes anyway, so a failed load still shows a page).
{
  const known = (tag) => {
    const primary = String(tag).trim().toLowerCase().split(/[-_]/)[0];
    return primary === 'en' || primary === 'es' ? primary : null;
  };
  let stored = null;
  try {
    stored = localStorage.getItem('lampstand-language');
  } catch {
    // Storage refused (a privacy mode): the link's or the browser's language applies.
  }
  const lang = new URLSearchParams(location.search).get('lang');
  const linked = lang === 'en' || lang === 'es' ? lang : null;
  const tags = navigator.languages?.length ? navigator.languages : [navigator.language || 'en'];
  const language = linked || (stored ? known(stored) || 'en' : tags.map(known).find(Boolean) || 'en');
  document.documentElement.lang = language;
  if (language === 'es') {
    document.documentElement.classList.add('language-pending');
    setTimeout(() => document.documentElement.classList.remove('language-pending'), 3000);
  }
}
