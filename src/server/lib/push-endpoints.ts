import { createECDH } from 'node:crypto';

/*
 * What makes a browser's push subscription safe and usable. The server POSTs to the endpoint a person
 * gives, so an endpoint is accepted only on https at a push service of the allow-list (PUSH_SERVICE_HOSTS):
 * never an address inside our network. Checked when a subscription is saved and again before each send
 * (the list may have shrunk since).
 */

/**
 * Whether the endpoint is https on an allowed host. An entry is a host name (port 443 only), `host:port`,
 * or `*.domain` for any subdomain of it; names are compared exactly as the URL parser normalises them
 * (lower case, IP addresses in their usual form), so `fcm.googleapis.com.evil.test` never matches.
 */
export function isAllowedPushEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  // url.host carries the port only when it is not 443.
  const host = url.host;
  return hosts.some((entry) =>
    entry.startsWith('*.') ? host.endsWith(entry.slice(1)) && host.length > entry.length - 1 : host === entry,
  );
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
