import { readFileSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
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

export default defineConfig({
  root: client,
  publicDir: path.join(client, 'public'),
  plugins: [
    react(),
    tailwindcss(),
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
    }),
  ],
  resolve: { alias: { '@shared': path.resolve(import.meta.dirname, 'src/shared') } },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/client'),
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
