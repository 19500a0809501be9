import { createDecipheriv, createPublicKey, type ECDH, hkdfSync, verify } from 'node:crypto';

/*
 * What a push service and a browser check of a push (tests/support/push-service.ts): written with node:crypto
 * from the RFCs, not with web-push's own code, so the tests do not grade web-push with itself.
 */

/** The JWT's claims when its ES256 signature verifies with `k` and its claims hold; else why not. */
export function checkVapid(authorization: string, origin: string, now: number) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!match) return 'no vapid authorization';
  const [, jwt = '', k = ''] = match;
  const [head = '', body = '', signature = ''] = jwt.split('.');
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = Buffer.from(`${head}.${body}`);
  const sig = Buffer.from(signature, 'base64url');
  if (!verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, sig)) return 'bad signature';
  const header = JSON.parse(Buffer.from(head, 'base64url').toString());
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
  if (header.alg !== 'ES256') return `alg ${header.alg}`;
  if (claims.aud !== origin) return `aud ${claims.aud}`;
  // RFC 8292: not expired, and at most 24 hours ahead.
  if (!(claims.exp > now / 1000 && claims.exp <= now / 1000 + 24 * 3600)) return `exp ${claims.exp}`;
  if (typeof claims.sub !== 'string' || claims.sub === '') return 'no sub';
  return { aud: claims.aud as string, exp: claims.exp as number, sub: claims.sub as string, k };
}

/** RFC 8291's decryption of a one-record aes128gcm body with the device's keys. */
export function decrypt(body: Buffer, device: { ecdh: ECDH; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > body.readUInt32BE(16)) throw new Error('more than one record');
  const ownKey = device.ecdh.getPublicKey();
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), ownKey, serverKey]);
  const ikm = hkdfSync('sha256', device.ecdh.computeSecret(serverKey), device.auth, info, 32);
  const derive = (label: string, length: number) =>
    Buffer.from(
      hkdfSync('sha256', Buffer.from(ikm), salt, Buffer.from(`Content-Encoding: ${label}\0`), length),
    );
  const decipher = createDecipheriv('aes-128-gcm', derive('aes128gcm', 16), derive('nonce', 12));
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  const end = padded.findLastIndex((b) => b !== 0);
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}
