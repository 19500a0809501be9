import { t } from '@shared/i18n';
import type { ContactMessage } from '@shared/site';

/** The texts the mail is written with: the subject used when none is given, and the body's two lines. */
export interface MailtoTexts {
  subject: string;
  name: string;
  email: string;
}

const english = (message: ContactMessage): MailtoTexts => ({
  subject: t('site:contact.defaultSubject'),
  name: t('site:contact.mailName', { name: message.name }),
  email: t('site:contact.mailEmail', { email: message.email }),
});

/**
 * The mailto: address that opens the visitor's mail client with the message ready to send. Line breaks
 * are CRLF and every part is percent-encoded (RFC 6068), so any text survives the trip.
 */
export function contactMailto(to: string, message: ContactMessage, texts = english(message)): string {
  const subject = message.subject.trim() || texts.subject;
  const body = [texts.name, texts.email, '', message.message].join('\n').replace(/\r?\n/g, '\r\n');
  return `mailto:${encodeURIComponent(to).replace('%40', '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
