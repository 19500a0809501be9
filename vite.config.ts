import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { app } from './src/shared/i18n/en/app.js';

const apiPort = process.env.API_PORT ?? '3001';
const client = path.resolve(import.meta.dirname, 'src/client');

/** A light colour token of styles.css, so that the manifest's colours follow the theme. */
function themeToken(name: string): string {
  const css = readFileSync(path.join(client, 'styles.css'), 'utf8');
  const value = new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(css)?.[1];
  if (!value) throw new Error(`--color-${name} not found in src/client/styles.css`);
  return value;
}

const icon = (size: number, purpose: 'any' | 'maskable') => ({
  src: `/icons/${purpose === 'any' ? 'icon' : 'maskable'}-${size}.png`,
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose,
});

/** Where `vite build --ssr prerender.tsx` (the first step of `npm run build`) writes its Node module. */
const prerenderDir = path.resolve(import.meta.dirname, 'dist/prerender');

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * Emits home.html beside index.html (decision 031): the same page with the landing page rendered into
 * #root by the module the SSR step built (src/client/prerender.tsx), and its title. Emitted with the
 * bundle, so the service worker's precache lists it (its /home navigation is answered with it).
 */
function prerenderedHome(): Plugin {
  return {
    name: 'lampstand:prerendered-home',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    async generateBundle(_, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return this.error('index.html is missing from the bundle');
      const prerender = pathToFileURL(path.join(prerenderDir, 'prerender.js'));
      const { renderPage } = (await import(
        `${prerender.href}?${Date.now()}`
      )) as typeof import('./src/client/prerender');
      const { html, title } = renderPage('/home');
      const template = String(index.source);
      const root = '<div id="root"></div>';
      if (!template.includes(root) || !/<title>[^<]*<\/title>/.test(template))
        return this.error('index.html has no empty #root or no <title> to fill');
      const page = template
        .replace(root, `<div id="root">${html}</div>`)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
      // The page is on screen before its script runs: public/after-paint.js loads the module script and
      // its preloads once the page has been painted, instead of the HTML loading them with the style sheet.
      const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(page);
      if (!entry?.[1]) return this.error('the built index.html has no module script');
      const preloads: string[] = [];
      const source = page
        .replace(entry[0], '')
        .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href: string) => {
          preloads.push(href);
          return '';
        })
        .replace(
          '<script src="/theme.js"></script>',
          `<script src="/theme.js"></script>\n    <script src="/after-paint.js" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}" defer></script>`,
        );
      if (!source.includes('/after-paint.js')) return this.error('index.html has no /theme.js to follow');
      this.emitFile({ type: 'asset', fileName: 'home.html', source });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: client,
  publicDir: isSsrBuild ? false : path.join(client, 'public'),
  plugins: [
    react(),
    tailwindcss(),
    prerenderedHome(),
    // The installable app (decision 026): the manifest, and src/client/sw.ts built with the list of files
    // to precache injected. The page registers the worker itself (src/client/lib/service-worker.ts) after
    // first paint, so nothing is injected into index.html but the manifest link. Off under `npm run dev`.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        id: '/',
        name: app.install.name,
        short_name: app.install.shortName,
        description: app.install.description,
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: themeToken('primary'),
        background_color: themeToken('background'),
        icons: [icon(192, 'any'), icon(512, 'any'), icon(192, 'maskable'), icon(512, 'maskable')],
      },
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      injectManifest: {
        // The app shell and every built script and style (not source maps, nor the build's compressed
        // twins); the favicon, the icons and the manifest are added by the plugin (includeAssets, icons).
        globPatterns: ['**/*.{js,css,html}'],
        // The church analytics chart (Recharts) is the largest chunk; it must be there offline too.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      // Not in the prerender's Node build (it would write a second worker).
      disable: Boolean(isSsrBuild),
    }),
  ],
  resolve: { alias: { '@shared': path.resolve(import.meta.dirname, 'src/shared') } },
  build: isSsrBuild
    ? { outDir: prerenderDir, emptyOutDir: true }
    : {
        outDir: path.resolve(import.meta.dirname, 'dist/client'),
        emptyOutDir: true,
        sourcemap: true,
        // No preload helper for the lazy chunks: its `<link rel=modulepreload>` insertions for the
        // dashboard's and the header menus' imports took about 110 ms of a slowed phone's main thread
        // in the dashboard's first task (docs/performance.md). A returning visit loads the chunks from
        // the service worker's precache, where finding a chunk's imports one level later costs little.
        modulePreload: false,
      },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
}));
