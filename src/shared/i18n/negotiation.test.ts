import { describe, expect, it } from 'vitest';
import { acceptedLanguages, pickLanguage } from './index';

/* Choosing between English and Spanish from an Accept-Language header (decision 035; the public page, 024). */
const negotiate = (header: string | undefined) => pickLanguage(acceptedLanguages(header));

describe('Accept-Language negotiation', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es', 'es'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['es-419', 'es'],
    ['ES_us', 'es'],
    ['en-US,es;q=0.5', 'en'],
    ['fr-CA, fr;q=0.9, es;q=0.8, en;q=0.7', 'es'],
    ['fr, de', 'en'],
    ['en;q=0.2, es;q=0.9', 'es'],
    ['es;q=0, en', 'en'],
    ['es;q=0', 'en'],
    ['*', 'en'],
    ['*;q=0.5, es;q=0.4', 'es'],
    [';;;, ,q=1', 'en'],
  ] as const)('%j reads %s', (header, language) => {
    expect(negotiate(header)).toBe(language);
  });

  it('orders tags by their weight, keeping the header’s order between equal weights', () => {
    expect(acceptedLanguages('fr;q=0.5, es, de;q=0.5, en;q=0.9')).toEqual(['es', 'en', 'fr', 'de']);
  });
});
