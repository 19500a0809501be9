import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One received message: its envelope, headers and decoded text and HTML parts. */
export interface ReceivedMail {
  from: string;
  to: string[];
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

const FIRST_PORT = 4100;
const LAST_PORT = 4199;

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, '127.0.0.1');
  });
}

function decodeQuotedPrintable(body: string): string {
  const bytes = Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return headers;
}

function splitPart(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  if (at < 0) return { headers: parseHeaders(raw), body: '' };
  const gap = raw.slice(at).startsWith('\r\n\r\n') ? 4 : 2;
  return { headers: parseHeaders(raw.slice(0, at)), body: raw.slice(at + gap) };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Walks a (possibly multipart) MIME message and collects its text/plain and text/html parts. */
function collectParts(headers: Record<string, string>, body: string, out: { text: string; html: string }) {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      const part = splitPart(section.replace(/^\r?\n/, ''));
      collectParts(part.headers, part.body, out);
    }
    return;
  }
  const decoded = decodeBody(headers, body).replace(/\r?\n$/, '');
  if (type.toLowerCase().startsWith('text/html')) out.html = decoded;
  else if (type.toLowerCase().startsWith('text/plain')) out.text = decoded;
}

/** A header's RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=, as nodemailer writes non-ASCII). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );
}

export function parseMail(raw: string, from = '', to: string[] = []): ReceivedMail {
  const { headers, body } = splitPart(raw);
  const parts = { text: '', html: '' };
  collectParts(headers, body, parts);
  return { from, to, headers, subject: decodeWords(headers.subject ?? ''), ...parts, raw };
}

export interface SmtpPeer {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** While on, every message is refused with a temporary failure (451), as a server in trouble does. */
  refuse(on: boolean): void;
  /** How many messages are between their MAIL FROM and its answer (held `holdMs`): sends under way. */
  sending(): number;
  /** Resolves with the next message whose recipient is `to` (or one already received). */
  waitFor(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free port in 4100-4199 that keeps every message it accepts. `holdMs` makes
 * each send last that long (its MAIL FROM answered late), so a test can act while sends are under way.
 */
export async function startSmtpPeer(options: { holdMs?: number } = {}): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const waiters: Array<{ to: string; resolve: (m: ReceivedMail) => void }> = [];
  let refusing = false;
  let held = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (refusing) {
        const error: Error & { responseCode?: number } = new Error('Try again later');
        error.responseCode = 451;
        return callback(error);
      }
      if (!options.holdMs) return callback();
      held++;
      setTimeout(() => {
        held--;
        callback();
      }, options.holdMs);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail = parseMail(
          Buffer.concat(chunks).toString('utf8'),
          session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          session.envelope.rcptTo.map((r) => r.address),
        );
        received.push(mail);
        for (const w of [...waiters]) {
          if (mail.to.includes(w.to)) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  let port = 0;
  for (let p = FIRST_PORT + (process.pid % 50); p <= LAST_PORT && !port; p++) {
    if (await portIsFree(p)) {
      const ok = await new Promise<boolean>((resolve) => {
        server.once('error', () => resolve(false));
        server.listen(p, '127.0.0.1', () => resolve(true));
      });
      if (ok) port = p;
    }
  }
  if (!port) throw new Error('no free port for the SMTP peer in 4100-4199');
  // A client that dies mid-session (a test kills its process) resets its connection: not the peer's fault.
  server.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'ECONNRESET') throw err;
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    refuse(on) {
      refusing = on;
    },
    sending: () => held,
    waitFor(to, timeoutMs = 10_000) {
      const already = received.find((m) => m.to.includes(to));
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          to,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
