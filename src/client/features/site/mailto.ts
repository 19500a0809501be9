import type { ContactMessage } from '@shared/site';
import { DEFAULT_CONTACT_SUBJECT } from '@shared/site-facts';

/**
 * The mailto: address that opens the visitor's mail client with the message ready to send. Line breaks
 * are CRLF and every part is percent-encoded (RFC 6068), so any text survives the trip.
 */
export function contactMailto(to: string, message: ContactMessage): string {
  const subject = message.subject.trim() || DEFAULT_CONTACT_SUBJECT;
  const body = [`Name: ${message.name}`, `Email: ${message.email}`, '', message.message]
    .join('\n')
    .replace(/\r?\n/g, '\r\n');
  return `mailto:${encodeURIComponent(to).replace('%40', '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
