import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { callablePushEndpoint, isAllowedPushEndpoint, unusablePushKeys } from './push-endpoints';

const DEFAULTS = loadConfig({}).PUSH_SERVICE_HOSTS;

describe('isAllowedPushEndpoint with the default push services', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    'https://web.push.apple.com/QGuQyavXutnMH',
    'https://FCM.googleapis.com:443/fcm/send/x',
  ])('accepts %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, DEFAULTS)).toBe(true);
  });

  it.each([
    ['plain http', 'http://fcm.googleapis.com/fcm/send/x'],
    ['another port', 'https://fcm.googleapis.com:8443/fcm/send/x'],
    ['a look-alike host', 'https://fcm.googleapis.com.evil.test/x'],
    ['a host ending like one', 'https://evilnotify.windows.com/x'],
    ['the bare wildcard domain', 'https://push.services.mozilla.com/x'],
    ['a trailing dot', 'https://fcm.googleapis.com./x'],
    ['credentials', 'https://user:pw@fcm.googleapis.com/x'],
    ['the loopback', 'https://127.0.0.1/x'],
    ['a metadata address', 'https://169.254.169.254/latest'],
    ['an IP written as a number', 'https://2130706433/x'],
    ['the retired GCM', 'https://android.googleapis.com/gcm/send/x'],
    ['not a URL', 'fcm.googleapis.com/x'],
  ])('refuses %s', (_, endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, DEFAULTS)).toBe(false);
  });

  // Issue 35: the URL parser read these hosts inside an allowed domain, web-push's url.parse as the part
  // before the odd character, and connected there.
  it.each([
    'https://127.0.0.1%2epush.services.mozilla.com/x',
    'https://169.254.169.254%2eweb.push.apple.com/latest',
    'https://internal.corp;.push.services.mozilla.com/x',
    "https://evil.test'.push.services.mozilla.com/x",
    'https://evil.test%27.push.services.mozilla.com/x',
    'https://fcm.googleapis%2ecom/x',
    'https://x_y.push.services.mozilla.com/x',
    'https://evil.test\\@fcm.googleapis.com/x',
    'https://evil.test\t.push.services.mozilla.com/x',
    'https://\u212Aa.push.services.mozilla.com/x',
    ' https://fcm.googleapis.com/x',
  ])('refuses a host with a character outside [a-z0-9.-]: %j', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, DEFAULTS)).toBe(false);
  });

  it('gives the URL to call in its normalised form, never the text as sent', () => {
    expect(callablePushEndpoint('HTTPS://FCM.googleapis.com:443/fcm/send/a b', DEFAULTS)).toBe(
      'https://fcm.googleapis.com/fcm/send/a%20b',
    );
    expect(callablePushEndpoint('https://127.0.0.1%2epush.services.mozilla.com/x', DEFAULTS)).toBeNull();
  });

  it('matches an IP address only by an entry naming it, never by a wildcard', () => {
    expect(isAllowedPushEndpoint('https://127.0.0.1/x', ['*.0.0.1'])).toBe(false);
    expect(isAllowedPushEndpoint('https://10.0.0.1/x', ['*.0.1'])).toBe(false);
    // 0x7f.1 is 127.0.0.1 to the URL parser: the named address, in another spelling.
    expect(callablePushEndpoint('https://0x7f.1:8443/x', ['127.0.0.1:8443'])).toBe(
      'https://127.0.0.1:8443/x',
    );
  });

  it('allows a named port, as the tests’ local push service needs', () => {
    expect(isAllowedPushEndpoint('https://127.0.0.1:8443/push/a', ['127.0.0.1:8443'])).toBe(true);
    expect(isAllowedPushEndpoint('https://127.0.0.1:8444/push/a', ['127.0.0.1:8443'])).toBe(false);
    expect(isAllowedPushEndpoint('https://127.0.0.1/push/a', ['127.0.0.1:8443'])).toBe(false);
  });
});

describe('unusablePushKeys', () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const p256dh = ecdh.getPublicKey().toString('base64url');
  const auth = randomBytes(16).toString('base64url');

  it('accepts a browser’s keys', () => {
    expect(unusablePushKeys({ p256dh, auth })).toEqual([]);
  });
  it('names a point off the curve, a compressed point, a short secret and non-base64url text', () => {
    const offCurve = Buffer.from(ecdh.getPublicKey());
    offCurve[64] = (offCurve[64] ?? 0) ^ 1;
    expect(unusablePushKeys({ p256dh: offCurve.toString('base64url'), auth })).toEqual(['p256dh']);
    const compressed = ecdh.getPublicKey(null, 'compressed').toString('base64url');
    expect(unusablePushKeys({ p256dh: compressed, auth })).toEqual(['p256dh']);
    expect(unusablePushKeys({ p256dh, auth: randomBytes(8).toString('base64url') })).toEqual(['auth']);
    expect(unusablePushKeys({ p256dh: `${p256dh}!`, auth: `${auth}?` })).toEqual(['p256dh', 'auth']);
  });
});

describe('the push configuration', () => {
  const pair = {
    VAPID_PUBLIC_KEY: createECDH('prime256v1').generateKeys().toString('base64url'),
    VAPID_PRIVATE_KEY: randomBytes(32).toString('base64url'),
  };
  it('defaults the VAPID subject to a mailto: of the support address', () => {
    expect(loadConfig({ SUPPORT_EMAIL: 'help@example.test' }).VAPID_SUBJECT).toBe('mailto:help@example.test');
    expect(loadConfig({ VAPID_SUBJECT: 'https://lampstand.example' }).VAPID_SUBJECT).toBe(
      'https://lampstand.example',
    );
  });
  it('takes a whole key pair, and refuses half of one or a key of the wrong size', () => {
    expect(loadConfig(pair).VAPID_PUBLIC_KEY).toBe(pair.VAPID_PUBLIC_KEY);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY })).toThrow(
      /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both/,
    );
    expect(() => loadConfig({ ...pair, VAPID_PRIVATE_KEY: randomBytes(31).toString('base64url') })).toThrow(
      /VAPID_PRIVATE_KEY: a key of 32 bytes/,
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'someone' })).toThrow(/VAPID_SUBJECT/);
  });
  it('reads PUSH_SERVICE_HOSTS as a comma-separated list', () => {
    expect(loadConfig({ PUSH_SERVICE_HOSTS: ' 127.0.0.1:8443, *.Example.test ' }).PUSH_SERVICE_HOSTS).toEqual(
      ['127.0.0.1:8443', '*.example.test'],
    );
    expect(() => loadConfig({ PUSH_SERVICE_HOSTS: 'https://x.test/' })).toThrow(/PUSH_SERVICE_HOSTS/);
    expect(() => loadConfig({ PUSH_SERVICE_HOSTS: ',' })).toThrow(/PUSH_SERVICE_HOSTS/);
  });
});
