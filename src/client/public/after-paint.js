// Starts the app of a page rendered at build time (home.html, decision 031) once that page is on screen.
// Such a page names its module script and the modules to preload on this script's tag (data-entry,
// data-preload) instead of loading them from the HTML: its 120 kB of script then neither share the
// network with the style sheet the first paint waits for nor run before that paint; main.tsx hydrates
// the page when they have arrived. A file, not an inline script: the Content Security Policy.
(() => {
  const tag = document.currentScript;
  if (!(tag instanceof HTMLScriptElement) || !tag.dataset.entry) return;
  const { entry, preload = '' } = tag.dataset;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // Started when the browser reports the first contentful paint (it is reported once the frame is on
  // screen, later than an animation frame's callback under load); where paint timing is missing, after
  // the next frame. A hidden page is not painted: it starts at once, or when it is hidden first; and a
  // page whose style sheet is still not there after 5 s starts anyway.
  if (document.visibilityState === 'hidden') return start();
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, 5000);
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
})();
