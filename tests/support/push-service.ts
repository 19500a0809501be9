import { execFileSync } from 'node:child_process';
import { createECDH, type ECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkVapid, decrypt } from './push-service-crypto';

/*
 * A local stand-in of a browser push service (RFC 8030), for the web push tests: HTTPS on 127.0.0.1 with a
 * certificate made for the run, which only the `agent` it hands out trusts (nothing turns TLS checks off).
 * Like a real service it refuses a request without a valid VAPID JWT (RFC 8292) or with the wrong key,
 * and it decrypts the aes128gcm body (RFC 8188, RFC 8291) with the subscription's private key, as the
 * browser would: what the tests read is what a device would show.
 */

interface ReceivedPush {
  endpoint: string;
  /** The decrypted body, as the service worker's event.data.text() would give it. */
  text: string;
  ttl: number;
  topic?: string;
  /** The VAPID JWT's claims and the public key of its `k`. */
  vapid: { aud: string; exp: number; sub: string; k: string };
}

export interface TestPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

interface Device {
  ecdh: ECDH;
  auth: Buffer;
  applicationServerKey?: string;
  answer?: number;
}

/** The keys a browser makes for a subscription: a P-256 key pair and a 16-byte auth secret. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

/** A self-signed certificate for 127.0.0.1, made with openssl for this run only. */
function certificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-stand-in-'));
  try {
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
        ...['-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=127.0.0.1'],
        ...['-addext', 'subjectAltName=IP:127.0.0.1'],
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startPushService() {
  const { key, cert } = certificate();
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let origin = '';

  const server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const endpoint = `${origin}${req.url}`;
      const device = devices.get(endpoint);
      const refuse = (status: number, why: string) => {
        refused.push(`${status} ${why}`);
        res.writeHead(status).end(why);
      };
      if (req.method !== 'POST' || !device) return refuse(404, 'no such subscription');
      if (device.answer) return res.writeHead(device.answer).end();
      const vapid = checkVapid(req.headers.authorization ?? '', origin, Date.now());
      if (typeof vapid === 'string') return refuse(401, vapid);
      if (device.applicationServerKey && vapid.k !== device.applicationServerKey) {
        return refuse(403, 'not the key the subscription was made with');
      }
      if (req.headers['content-encoding'] !== 'aes128gcm') return refuse(415, 'not aes128gcm');
      const ttl = Number(req.headers.ttl);
      if (!Number.isInteger(ttl)) return refuse(400, 'no TTL');
      let text: string;
      try {
        text = decrypt(Buffer.concat(chunks), device);
      } catch (err) {
        return refuse(400, `undecryptable: ${(err as Error).message}`);
      }
      const topic = req.headers.topic as string | undefined;
      received.push({ endpoint, text, ttl, vapid, ...(topic ? { topic } : {}) });
      res.writeHead(201, { location: `${origin}/message/${received.length}` }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `https://127.0.0.1:${port}`;

  return {
    origin,
    /** The allow-list entry of this service (PUSH_SERVICE_HOSTS). */
    host: `127.0.0.1:${port}`,
    /** This service's certificate, for sendPushToPerson's `ca` option (it makes its own agent). */
    ca: cert,
    /** An HTTPS agent that trusts this service's certificate, for requests the tests make themselves. */
    agent: new Agent({ ca: cert }),
    received,
    /** Requests refused for their VAPID, encryption or headers ("401 bad signature"...). */
    refused,
    /**
     * A browser's subscription at this service: a P-256 key pair and a 16-byte auth secret. Given the
     * server's public key, like PushManager.subscribe's applicationServerKey, pushes signed with another
     * key are refused (403), as real services do.
     */
    subscribe(applicationServerKey?: string): TestPushSubscription {
      const { ecdh, auth, keys } = browserKeys();
      const endpoint = `${origin}/push/${randomBytes(12).toString('base64url')}`;
      devices.set(endpoint, { ecdh, auth, ...(applicationServerKey ? { applicationServerKey } : {}) });
      return { endpoint, keys };
    },
    /** From now on, answer this status (404, 410, 500...) to pushes for the endpoint; null to accept again. */
    answer(endpoint: string, status: number | null) {
      const device = devices.get(endpoint);
      if (!device) throw new Error('not a subscription of this service');
      if (status === null) delete device.answer;
      else device.answer = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;
