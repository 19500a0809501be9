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
