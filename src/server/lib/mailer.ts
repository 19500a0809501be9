import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra header lines, such as RFC 8058's List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
  /**
   * A Message-ID of the sender's choosing ("<id@host>"): the same for a message sent again after a crash,
   * so mail clients can drop the copy.
   */
  messageId?: string;
}

/** Text made safe inside HTML elements and quoted attributes. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The paragraphs of a mail that asks its reader to open one link (a reset, a deletion's confirmation). */
export interface LinkMailParts {
  before: string[];
  /** The anchor's words. */
  label: string;
  /** Said before the link written out, for mail clients that show no anchor. */
  copy: string;
  link: string;
  after: string[];
}

/** Simple HTML of such a mail: the paragraphs escaped, the link as an anchor and written out to copy. */
export function linkMailHtml({ before, label, copy, link, after }: LinkMailParts): string {
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  return `<!doctype html><html><body style="font-family:sans-serif">
${before.map(paragraph).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(label)}</a></p>
<p>${escapeHtml(copy)}<br>${escapeHtml(link)}</p>
${after.map(paragraph).join('\n')}
</body></html>`;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Connect, greeting and idle-socket limits of an SMTP send: at most about 30 s in all. */
const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 10_000 };

/** The web addresses in a message's text, each whole. */
const linksOf = (text: string) => [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];

/** A copy any editor shows as is: the .eml's quoted-printable body splits long lines such as a link. */
const plainCopy = (from: string, message: MailMessage) =>
  `From: ${from}\nTo: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n`;

/**
 * SMTP when SMTP_URL is set, and then nothing of a message reaches the log. Otherwise (a local
 * installation) each message is written under <data>/outbox as an .eml file and a plain-text copy, and its
 * links are logged: the person at the machine follows a reset link from there.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    // A reminder job holds its transaction and its queue lease (60 s) while it sends: a slow or silent
    // SMTP server must fail the send well within that, so the job is retried rather than taken back
    // after its message went out. nodemailer's defaults wait minutes; SMTP_URL's query may still override.
    const transport = nodemailer.createTransport({ url: opts.smtpUrl, ...SMTP_TIMEOUTS_MS });
    return {
      async send(message) {
        await transport.sendMail({ from: opts.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: opts.from, ...message });
      await mkdir(opts.outboxDir, { recursive: true });
      const base = path.join(opts.outboxDir, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}`);
      await writeFile(`${base}.eml`, info.message as Buffer);
      await writeFile(`${base}.txt`, plainCopy(opts.from, message));
      const links = linksOf(message.text);
      opts.log.info(
        { to: message.to, subject: message.subject, file: `${base}.txt`, links },
        'mail written to outbox',
      );
    },
    close: () => {},
  };
}
