import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { registerChurch, registerUser } from '../../../../tests/support/factories';
import { parseMail, type SmtpPeer, startSmtpPeer } from '../../../../tests/support/smtp-peer';
import { createMailer, type Mailer } from '../../lib/mailer';

/** A log that keeps its lines, to read what was logged. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream, text: () => lines.join(''), records: () => lines.map((l) => JSON.parse(l)) };
}

const RESET_LINK = /https?:\/\/[^\s"]+\/reset-password\?token=[^\s"]+/;

/** Follows the link of a reset mail: the token of its /reset-password?token=… address. */
function tokenFromLink(text: string, origin: string): string {
  const link = text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
  if (!link) throw new Error(`no reset link in:\n${text}`);
  const url = new URL(link);
  expect(url.origin).toBe(origin);
  expect(url.pathname).toBe('/reset-password');
  return url.searchParams.get('token') ?? '';
}

async function resetAndLogIn(t: TestApp, token: string, email: string, url = '/api/login') {
  const password = 'from the mail 123';
  const reset = await t.app.inject({
    method: 'POST',
    url: '/api/reset-password',
    payload: { token, password },
  });
  expect(reset.statusCode).toBe(200);
  const login = await t.app.inject({ method: 'POST', url, payload: { email, password } });
  expect(login.statusCode).toBe(200);
}

describe('password reset through a real SMTP peer', () => {
  let peer: SmtpPeer;
  let t: TestApp;
  const log = capture();
  beforeAll(async () => {
    peer = await startSmtpPeer();
    const mailer = createMailer({
      smtpUrl: peer.url,
      from: 'Lampstand <no-reply@lampstand.test>',
      outboxDir: '',
      log: pino({ level: 'trace' }, log.stream),
    });
    t = await createTestApp({}, undefined, { mailer, logger: { level: 'trace', stream: log.stream } });
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  it('delivers the user link by SMTP; following it resets the password', async () => {
    const u = await registerUser(t);
    await t.app.inject({ method: 'POST', url: '/api/forgot-password/user', payload: { email: u.email } });
    const mail = await peer.waitFor(u.email);
    expect(mail.subject).toBe('Reset your Lampstand password');
    expect(mail.headers.from).toBe('Lampstand <no-reply@lampstand.test>');
    expect(mail.text).toContain('one hour');
    expect(mail.html).toContain('<a href="http://lampstand.test/reset-password?token=');
    await resetAndLogIn(t, tokenFromLink(mail.text, 'http://lampstand.test'), u.email);
  });

  it('delivers the church link by SMTP; following it resets the church password', async () => {
    const c = await registerChurch(t);
    await t.app.inject({ method: 'POST', url: '/api/forgot-password/church', payload: { email: c.email } });
    const mail = await peer.waitFor(c.email);
    await resetAndLogIn(t, tokenFromLink(mail.text, 'http://lampstand.test'), c.email, '/api/church/login');
  });

  it('logs that a link was sent, and neither the link nor its token (issue 9, point 14)', async () => {
    const u = await registerUser(t);
    await t.app.inject({ method: 'POST', url: '/api/forgot-password/user', payload: { email: u.email } });
    const token = tokenFromLink((await peer.waitFor(u.email)).text, 'http://lampstand.test');
    await t.app.background.settled();
    expect(token.length).toBeGreaterThan(20);
    expect(log.text()).toContain('password reset link sent');
    expect(log.text()).not.toContain(token);
    expect(log.text()).not.toContain('reset-password?token');
  });
});

describe('password reset through the outbox (no SMTP_URL)', () => {
  let dir: string;
  let t: TestApp;
  const log = capture();
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'lampstand-outbox-'));
    const mailer = createMailer({
      from: 'Lampstand <no-reply@lampstand.test>',
      outboxDir: dir,
      log: pino({ level: 'info' }, log.stream),
    });
    t = await createTestApp({ PUBLIC_URL: 'http://church-laptop.local:3000' }, undefined, { mailer });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('writes the message as .eml; its link uses PUBLIC_URL, never the Host header; it works', async () => {
    const u = await registerUser(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password/user',
      headers: { host: 'attacker.example' },
      payload: { email: u.email },
    });
    await t.app.background.settled();
    const files = (await readdir(dir)).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const mail = parseMail(await readFile(path.join(dir, files[0] ?? ''), 'utf8'));
    expect(mail.headers.to).toBe(u.email);
    await resetAndLogIn(t, tokenFromLink(mail.text, 'http://church-laptop.local:3000'), u.email);
  });

  it('logs the reset link itself, whole, and the link works (issue 9, point 14)', async () => {
    const u = await registerUser(t);
    await t.app.inject({ method: 'POST', url: '/api/forgot-password/user', payload: { email: u.email } });
    await t.app.background.settled();
    const line = log.records().findLast((l) => l.msg === 'mail written to outbox');
    expect(line?.to).toBe(u.email);
    expect(line?.links).toHaveLength(1);
    const link = line.links[0] as string;
    expect(link).toMatch(/^http:\/\/church-laptop\.local:3000\/reset-password\?token=[\w-]{20,}$/);
    await resetAndLogIn(t, tokenFromLink(link, 'http://church-laptop.local:3000'), u.email);
  });

  it('writes a plain-text copy beside each .eml, with the whole link on one line', async () => {
    const u = await registerUser(t);
    await t.app.inject({ method: 'POST', url: '/api/forgot-password/user', payload: { email: u.email } });
    await t.app.background.settled();
    const files = await readdir(dir);
    const eml = files.filter((f) => f.endsWith('.eml')).sort();
    const txt = files.filter((f) => f.endsWith('.txt')).sort();
    expect(txt).toEqual(eml.map((f) => f.replace(/\.eml$/, '.txt')));
    const copy = await readFile(path.join(dir, txt.at(-1) as string), 'utf8');
    expect(copy).toContain(`To: ${u.email}\nSubject: Reset your Lampstand password\n`);
    // The .eml's quoted-printable body splits this link across lines; in the copy it is one line.
    const linkLine = copy.split('\n').find((l) => RESET_LINK.test(l)) ?? '';
    expect(linkLine).toMatch(new RegExp(`^${RESET_LINK.source}$`));
    await resetAndLogIn(t, tokenFromLink(linkLine, 'http://church-laptop.local:3000'), u.email);
  });
});

describe('mail delivery never holds up or breaks the answer', () => {
  let release: (() => void) | undefined;
  let mode: 'hang' | 'fail' = 'hang';
  const log = capture();
  const mailer: Mailer = {
    send: () =>
      mode === 'hang'
        ? new Promise<void>((resolve) => {
            release = resolve;
          })
        : Promise.reject(new Error('SMTP peer refused the message')),
    close() {},
  };
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, undefined, { mailer, logger: { level: 'error', stream: log.stream } });
  });
  afterAll(() => t.close());

  it('answers before the mail is sent', async () => {
    const u = await registerUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password/user',
      payload: { email: u.email },
    });
    expect(res.statusCode).toBe(200);
    // The mail is still being sent (the mailer holds it) although the answer is out.
    await vi.waitFor(() => expect(release).toBeDefined());
    release?.();
    await t.app.background.settled();
  });

  it('answers success when sending fails, and logs the failure', async () => {
    mode = 'fail';
    const u = await registerUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password/user',
      payload: { email: u.email },
    });
    expect(res.json().success).toBe(true);
    await t.app.background.settled();
    const failure = log.records().find((l) => l.msg === 'background task failed');
    expect(failure?.err?.message).toBe('SMTP peer refused the message');
  });
});
