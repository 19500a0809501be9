import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from './app/App';
import { i18n } from './lib/i18n';

/*
 * The landing page rendered at build time (decision 031): vite.config.ts builds this module for Node
 * (`vite build --ssr`), then the client build calls it and writes dist/client/home.html, the built
 * index.html with this markup in #root. The server answers /home with it and main.tsx hydrates it, so a
 * visitor sees the page before its script has arrived. The tree is the browser's (<App /> with the same
 * providers) as a signed-out visitor's first render shows it: the session check still pending (no header
 * menus), no overlay, English.
 */
export function renderPage(path: string): { html: string; title: string } {
  const html = renderToString(
    <StrictMode>
      <Router ssrPath={path}>
        <App />
      </Router>
    </StrictMode>,
  );
  return { html, title: i18n.t('app:documentTitle', { title: i18n.t('home:documentTitle') }) };
}
