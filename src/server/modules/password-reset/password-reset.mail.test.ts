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

const silentLog = pino({ level: 'silent' });

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
  beforeAll(async () => {
    peer = await startSmtpPeer();
    const mailer = createMailer({
      smtpUrl: peer.url,
      from: 'Lampstand <no-reply@lampstand.test>',
      outboxDir: '',
      log: silentLog,
    });
    t = await createTestApp({}, undefined, { mailer });
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
});

describe('password reset through the outbox (no SMTP_URL)', () => {
  let dir: string;
  let t: TestApp;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'lampstand-outbox-'));
    const mailer = createMailer({
      from: 'Lampstand <no-reply@lampstand.test>',
      outboxDir: dir,
      log: silentLog,
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
});

describe('mail delivery never holds up or breaks the answer', () => {
  let release: (() => void) | undefined;
  let mode: 'hang' | 'fail' = 'hang';
  const logLines: string[] = [];
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
    const stream = new Writable({
      write(chunk, _enc, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp({}, undefined, { mailer, logger: { level: 'error', stream } });
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
    const failure = logLines.map((l) => JSON.parse(l)).find((l) => l.msg === 'background task failed');
    expect(failure?.err?.message).toBe('SMTP peer refused the message');
  });
});
