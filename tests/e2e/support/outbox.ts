import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/*
 * Reads the messages that the server wrote to <DATA_DIR>/outbox (no SMTP_URL): just enough MIME to find
 * a link in a nodemailer message, whether its parts are plain, quoted-printable or base64.
 */

function splitMessage(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end < 0 ? raw : raw.slice(0, end);
  const body = end < 0 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .map((part) => {
        const inner = splitMessage(part.replace(/^\r?\n/, ''));
        return decodeBody(inner.headers, inner.body);
      })
      .join('\n');
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

export interface OutboxMessage {
  file: string;
  to: string;
  subject: string;
  text: string;
}

export async function readOutbox(dataDir: string): Promise<OutboxMessage[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = await readdir(dir).catch(() => [] as string[]);
  const messages: OutboxMessage[] = [];
  // File names start with the time of writing, so sorting them sorts the messages oldest first.
  for (const file of files.filter((f) => f.endsWith('.eml')).sort()) {
    const { headers, body } = splitMessage(await readFile(path.join(dir, file), 'utf8'));
    messages.push({
      file,
      to: headers.get('to') ?? '',
      subject: headers.get('subject') ?? '',
      text: decodeBody(headers, body).replaceAll('&amp;', '&'),
    });
  }
  return messages;
}

/** The messages to `address`, oldest first. */
async function messagesFor(dataDir: string, address: string) {
  return (await readOutbox(dataDir)).filter((m) => m.to.toLowerCase().includes(address.toLowerCase()));
}

/**
 * Reads the outbox every 250 ms until `find` finds something in the messages to `address`. The 15 s
 * default is the e-mail links' wait of before (mail is written as the request answers; the wait covers
 * a loaded machine), shared by the codes.
 */
async function waitForMessage<T>(
  dataDir: string,
  address: string,
  find: (messages: OutboxMessage[]) => T | undefined,
  missing: string,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find(await messagesFor(dataDir, address));
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`No ${missing} to ${address} in ${dataDir}/outbox`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The newest message to `address` holding a link to `pathname`, waited for until it arrives. */
export async function waitForLink(
  dataDir: string,
  address: string,
  pathname: string,
  timeoutMs = 15_000,
): Promise<URL> {
  const pattern = new RegExp(`https?://[^\\s"'<>]+${pathname.replace(/[/.]/g, '\\$&')}\\?[^\\s"'<>]+`);
  const link = (messages: OutboxMessage[]) =>
    messages
      .reverse()
      .map((message) => pattern.exec(message.text)?.[0])
      .find(Boolean);
  return new URL(await waitForMessage(dataDir, address, link, `message with a ${pathname} link`, timeoutMs));
}

/** How many messages went to `address` so far: pass it to waitForCode to wait for a newer one. */
export async function messagesTo(dataDir: string, address: string): Promise<number> {
  return (await messagesFor(dataDir, address)).length;
}

/**
 * The 6-digit code (decision 037) of the newest message to `address` after the first `after` of them,
 * waited for until it arrives. The code stands in the subject ("Your Lampstand confirmation code: 123456").
 */
export async function waitForCode(dataDir: string, address: string, after = 0, timeoutMs = 15_000) {
  const code = (messages: OutboxMessage[]) =>
    messages
      .slice(after)
      .reverse()
      .map((m) => /\b(\d{6})\b/.exec(m.subject)?.[1])
      .find(Boolean);
  return waitForMessage(dataDir, address, code, 'code', timeoutMs);
}
