import { createECDH } from 'node:crypto';
import { isIP } from 'node:net';

/*
 * What makes a browser's push subscription safe and usable. The server POSTs to the endpoint a person
 * gives, so an endpoint is accepted only on https at a push service of the allow-list (PUSH_SERVICE_HOSTS):
 * never an address inside our network. Checked when a subscription is saved and again before each send
 * (the list may have shrunk since, and rows saved before a check was added are checked too). Where the
 * name leads is checked at the connection (./push-agent.ts).
 */

/**
 * The host and port as the person wrote them: letters, digits, dots and hyphens only. The URL parser
 * decodes `%2e`, drops tabs and maps some Unicode letters, while web-push's legacy url.parse ended the host
 * at `%`, `;` or `'`: `https://127.0.0.1%2epush.services.mozilla.com/` was allowed as a Mozilla subdomain
 * and connected to 127.0.0.1 (issue 35). With these characters only, both parsers read the same host.
 */
const PLAIN_AUTHORITY = /^https:\/\/[a-z0-9.-]+(:\d{1,5})?(?=[/?#]|$)/i;

/**
 * The URL to call for this endpoint, or null when it must not be called: https, a plain host (above), no
 * credentials, on an allowed host. An entry is a host name (port 443 only), `host:port`, or `*.domain`
 * for any subdomain of it; names are compared exactly as the URL parser normalises them (lower case, IP
 * addresses in their usual form), so `fcm.googleapis.com.evil.test` never matches. An IP address matches
 * only an entry naming it (never a `*.` entry): that is the operator's explicit choice, as the tests' local
 * push service on 127.0.0.1 is. The answer is the parser's `href`, what the sender must be handed.
 */
export function callablePushEndpoint(endpoint: string, hosts: readonly string[]): string | null {
  if (!PLAIN_AUTHORITY.test(endpoint)) return null;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null;
  // url.host carries the port only when it is not 443.
  const host = url.host;
  const named = isIP(url.hostname) !== 0;
  const allowed = hosts.some((entry) =>
    entry.startsWith('*.')
      ? !named && host.endsWith(entry.slice(1)) && host.length > entry.length - 1
      : host === entry,
  );
  return allowed ? url.href : null;
}

/** Whether the endpoint may be saved and called (callablePushEndpoint). */
export function isAllowedPushEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  return callablePushEndpoint(endpoint, hosts) !== null;
}

const BASE64URL = /^[\w-]+={0,2}$/;

/**
 * The browser's keys that cannot encrypt a push (RFC 8291): p256dh must be an uncompressed P-256 point on
 * the curve, auth 16 bytes. A key that cannot would make every later send to the person fail and retry.
 */
export function unusablePushKeys(keys: { p256dh: string; auth: string }): Array<'p256dh' | 'auth'> {
  const bad: Array<'p256dh' | 'auth'> = [];
  if (!onCurve(keys.p256dh)) bad.push('p256dh');
  if (!BASE64URL.test(keys.auth) || Buffer.from(keys.auth, 'base64url').length !== 16) bad.push('auth');
  return bad;
}

function onCurve(p256dh: string): boolean {
  const point = Buffer.from(p256dh, 'base64url');
  if (!BASE64URL.test(p256dh) || point.length !== 65 || point[0] !== 4) return false;
  try {
    // Refuses a point that is not on the curve.
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(point);
    return true;
  } catch {
    return false;
  }
}
