import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set. Otherwise each message is written as an .eml file under <data>/outbox and
 * summarised in the log, so that a local user can still follow a reset link.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
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
      const file = path.join(opts.outboxDir, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
      await writeFile(file, info.message as Buffer);
      opts.log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
    close: () => {},
  };
}
