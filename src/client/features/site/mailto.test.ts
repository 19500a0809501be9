import { describe, expect, it } from 'vitest';
import { contactMailto } from './mailto';

const message = {
  name: 'Ruth Reader',
  email: 'ruth@example.com',
  subject: '',
  message: 'Hello & thanks?\nSecond line = 100%',
};

const parse = (href: string) => {
  const url = new URL(href);
  return { to: url.pathname, subject: url.searchParams.get('subject'), body: url.searchParams.get('body') };
};

describe('contactMailto', () => {
  it('addresses the support e-mail with the default subject when none is given', () => {
    const href = contactMailto('support@lampstand.app', message);
    expect(href.startsWith('mailto:support@lampstand.app?subject=')).toBe(true);
    expect(parse(href).subject).toBe('Contact from Lampstand website');
  });

  it('keeps a given subject and puts name, e-mail and message in the body with CRLF line breaks', () => {
    const href = contactMailto('help@grace.example', { ...message, subject: 'Church sign-up' });
    expect(parse(href)).toEqual({
      to: 'help@grace.example',
      subject: 'Church sign-up',
      body: 'Name: Ruth Reader\r\nEmail: ruth@example.com\r\n\r\nHello & thanks?\r\nSecond line = 100%',
    });
  });

  it('percent-encodes characters that would end or split a mailto field', () => {
    const href = contactMailto('support@lampstand.app', { ...message, subject: 'a&b=c?d #e' });
    expect(href).toContain('subject=a%26b%3Dc%3Fd%20%23e&body=');
    expect(href).not.toContain(' ');
  });
});
