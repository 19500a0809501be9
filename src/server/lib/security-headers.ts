import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/** Runs helmet once against a recording response: its headers depend only on the options, not the request. */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * The origins of a PayPal SDK and API configured elsewhere than PayPal (the local stand-in of the tests),
 * which the page must be allowed to load the button from and talk to; PayPal's own are always allowed.
 */
function paypalOrigins(paypal: { sdkUrl?: string; apiBase?: string }): string[] {
  const origins = new Set<string>();
  for (const url of [paypal.sdkUrl, paypal.apiBase]) {
    if (!url) continue;
    const { origin, hostname } = new URL(url);
    if (hostname !== 'paypal.com' && !hostname.endsWith('.paypal.com')) origins.add(origin);
  }
  return [...origins];
}

/**
 * Pages and assets get helmet's full set, with a CSP that the built app satisfies (no inline scripts;
 * PayPal's button is the only third party). JSON API responses get the short set that OWASP's REST
 * guidance asks for (nosniff, no framing, no referrer, a deny-all CSP): the document-only headers mean
 * nothing to a JSON body, and sending them would double the size of small answers such as /api/health.
 * API answers also get `Cache-Control: no-store` (docs/architecture.md, "Caching").
 */
export function securityHeaders(https: boolean, paypal: { sdkUrl?: string; apiBase?: string } = {}) {
  const extra = paypalOrigins(paypal);
  const document = headersOf({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", 'https://www.paypal.com', 'https://*.paypal.com', ...extra],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://*.paypal.com', ...extra],
        // The service worker (/sw.js) and the web app manifest are the site's own (decision 026).
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameSrc: ['https://*.paypal.com', ...extra],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: https,
  });
  const api = headersOf({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: https,
  });
  // Every API answer is private by default: most depend on the session, and a browser, proxy or shared
  // cache must keep none of them. A route whose answer is a public fact sets its own policy (/api/site).
  return { document, api: { ...api, 'cache-control': 'no-store' } };
}
