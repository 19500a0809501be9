import { type PersonLanguage, tIn } from '@shared/i18n';
import type { PublicChurch } from '@shared/public-page';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { insertChurch, insertUser, sessionOf } from '../../../../tests/support/church-admin-factories';
import { bearer } from '../../../../tests/support/factories';
import { manualClock } from '../../lib/clock';
import { publicPageCache } from './public-cache';
import { publicCard, publicPageMeta } from './public-card';

/*
 * The public challenge page in the visitor's language (issue 15, decisions 024 and 035): `?lang=` of the
 * link, else Accept-Language; the head, the <noscript> text and the preview image through the
 * catalogues and Intl; one cached image per language, and `Vary: Accept-Language` when the header chose.
 */
let t: TestApp;
const SPANISH_BROWSER = { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' };
const visit = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-03-10T18:00:00Z');
  const church = await insertChurch(t, 'Iglesia Gracia');
  const admin = await sessionOf(t, church.adminId, church.churchId);
  const reader = await sessionOf(t, await insertUser(t, church.churchId, { name: 'Lidia Lectora' }));
  const put = (url: string, payload: object) =>
    t.app.inject({ method: 'PUT', url, headers: bearer(admin.token), payload });
  expect((await put('/api/church/public-page', { enabled: true, slug: 'gracia' })).statusCode).toBe(200);
  const goal = await put('/api/church/goal', {
    targetChapters: 1500,
    targetMinutes: null,
    startDate: '2026-03-01',
    endDate: '2026-12-31',
  });
  expect(goal.statusCode, goal.body).toBe(200);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/readings/batch',
    headers: bearer(reader.token),
    payload: {
      readDate: '2026-03-10',
      chapters: Array.from({ length: 12 }, (_, i) => ({ book: 'Psalms', chapter: i + 1 })),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
});
afterAll(() => t.close());

const es = tIn('es');

describe('/c/{slug} in the visitor’s language', () => {
  it('is Spanish for a browser that reads Spanish: lang, title, description, preview, noscript', async () => {
    const res = await visit('/c/gracia', SPANISH_BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toBe('Accept-Language');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toMatch(/<html lang="es"/);
    expect(html).toContain('<title>Iglesia Gracia · Desafío de lectura en Lampstand</title>');
    expect(html).toContain(
      '<meta name="description" content="Iglesia Gracia (Mesa, AZ) ha leído 12 de 1,500 capítulos para alcanzar su meta. Únete a ellos en Lampstand." />',
    );
    expect(html).toContain(
      '<meta property="og:image" content="http://lampstand.test/api/public/churches/gracia/preview.png?lang=es" />',
    );
    expect(html).toContain('<meta property="og:url" content="http://lampstand.test/c/gracia?lang=es" />');
    expect(html).toContain(`<noscript>${es('goal:publicPage.noscript')}</noscript>`);
    expect(html).toContain(
      '<meta property="og:image:alt" content="Desafío de lectura de Iglesia Gracia: progreso hacia su meta" />',
    );
    expect(html).not.toMatch(/Reading challenge|needs JavaScript|chapters toward/);
  });

  it('offers the page in each language to crawlers (hreflang), the plain address as the default', async () => {
    const html = (await visit('/c/gracia')).body;
    expect(html).toContain(
      '<link rel="alternate" hreflang="en" href="http://lampstand.test/c/gracia?lang=en" />',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="es" href="http://lampstand.test/c/gracia?lang=es" />',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="http://lampstand.test/c/gracia" />',
    );
  });

  it('stays English, with the plain addresses, without Accept-Language or when English comes first', async () => {
    const browsers: Record<string, string>[] = [
      {},
      { 'accept-language': 'en-US,es;q=0.5' },
      { 'accept-language': 'fr, de' },
    ];
    for (const headers of browsers) {
      const res = await visit('/c/gracia', headers);
      expect(res.headers.vary).toBe('Accept-Language');
      const html = res.body;
      expect(html).toMatch(/<html lang="en"/);
      expect(html).toContain('<title>Iglesia Gracia · Reading challenge on Lampstand</title>');
      expect(html).toContain('has read 12 of 1,500 chapters toward its goal');
      expect(html).toContain(
        '<meta property="og:image" content="http://lampstand.test/api/public/churches/gracia/preview.png" />',
      );
      expect(html).toContain('<meta property="og:url" content="http://lampstand.test/c/gracia" />');
      expect(html).toContain(
        '<noscript>Lampstand needs JavaScript to run. Please enable it in your browser.</noscript>',
      );
    }
  });

  it('follows the link’s ?lang= over the browser’s languages, and then varies on nothing', async () => {
    const spanish = await visit('/c/gracia?lang=es', { 'accept-language': 'en-US' });
    expect(spanish.headers.vary).toBeUndefined();
    expect(spanish.body).toMatch(/<html lang="es"/);
    expect(spanish.body).toContain('Desafío de lectura en Lampstand');

    const english = await visit('/c/gracia?lang=en', SPANISH_BROWSER);
    expect(english.headers.vary).toBeUndefined();
    expect(english.body).toMatch(/<html lang="en"/);
    expect(english.body).toContain('Reading challenge on Lampstand');
    // Named by the link, the language is named in the preview's address too: a crawler reading Spanish
    // still gets the English image of the English page.
    expect(english.body).toContain('/api/public/churches/gracia/preview.png?lang=en" />');
    expect(english.body).toContain(
      '<meta property="og:url" content="http://lampstand.test/c/gracia?lang=en" />',
    );
  });

  it('ignores a ?lang= we have no catalogue for and asks the browser', async () => {
    const res = await visit('/c/gracia?lang=fr', SPANISH_BROWSER);
    expect(res.headers.vary).toBe('Accept-Language');
    expect(res.body).toMatch(/<html lang="es"/);
  });
});

describe('the preview image in the visitor’s language', () => {
  const png = (url: string, headers: Record<string, string> = {}) => visit(url, headers);

  it('is drawn once per language and minute: the cache key holds the language', async () => {
    t.clock.advance(61_000);
    const english = await png('/api/public/churches/gracia/preview.png');
    const spanish = await png('/api/public/churches/gracia/preview.png?lang=es');
    const spanishAgain = await png('/api/public/churches/gracia/preview.png', SPANISH_BROWSER);
    const englishAgain = await png('/api/public/churches/gracia/preview.png?lang=en', SPANISH_BROWSER);
    for (const res of [english, spanish, spanishAgain, englishAgain]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=60');
    }
    expect(spanish.rawPayload.equals(english.rawPayload)).toBe(false);
    expect(spanishAgain.rawPayload.equals(spanish.rawPayload)).toBe(true);
    expect(englishAgain.rawPayload.equals(english.rawPayload)).toBe(true);
  });

  it('says Vary: Accept-Language only when the header chose its language', async () => {
    expect((await png('/api/public/churches/gracia/preview.png')).headers.vary).toBe('Accept-Language');
    expect((await png('/api/public/churches/gracia/preview.png', SPANISH_BROWSER)).headers.vary).toBe(
      'Accept-Language',
    );
    expect((await png('/api/public/churches/gracia/preview.png?lang=es')).headers.vary).toBeUndefined();
    // Another value is ignored, not refused: the address is shared.
    const other = await png('/api/public/churches/gracia/preview.png?lang=xx');
    expect(other.statusCode).toBe(200);
    expect(other.headers.vary).toBe('Accept-Language');
  });
});

describe('the cache of preview images', () => {
  it('keys them by church and language: each drawn once per minute, the figures computed once', async () => {
    const clock = manualClock('2026-03-10T18:00:00Z');
    const log = { info: () => {} } as unknown as Parameters<typeof publicPageCache>[1];
    const cache = publicPageCache<{ n: number }>(clock, log);
    let computed = 0;
    const drawn: string[] = [];
    const compute = async () => ({ n: ++computed });
    const image = (language: PersonLanguage) =>
      cache.image(7, language, compute, async ({ n }) => {
        drawn.push(language);
        return Buffer.from(`${language}${n}`);
      });
    const first = await Promise.all([image('es'), image('en'), image('es'), image('en')]);
    expect(first.map(({ value }) => value.toString())).toEqual(['es1', 'en1', 'es1', 'en1']);
    expect(drawn).toEqual(['es', 'en']);
    expect(computed).toBe(1);
    clock.advance(60_000);
    expect((await image('es')).value.toString()).toBe('es2');
    expect(drawn).toEqual(['es', 'en', 'es']);
  });
});

describe('the preview’s words', () => {
  const page: PublicChurch = {
    church: { id: 1, name: 'Iglesia Gracia', city: 'Mesa', state: 'AZ' },
    goal: null,
    bibleMap: {
      distinctChapters: 1100,
      totalChapters: 1189,
      books: [],
    } as unknown as PublicChurch['bibleMap'],
    computedAt: '2026-03-10T18:00:00.000Z',
  };
  const words = (language?: PersonLanguage) => JSON.stringify(publicCard(page, language));

  it('are Spanish, numbers through Intl, for a Spanish page; English by default', () => {
    const spanish = words('es');
    expect(spanish).toContain('DESAFÍO DE LECTURA');
    expect(spanish).toContain('capítulos leídos');
    expect(spanish).toContain('de los 1,189 capítulos de la Biblia leídos en este período');
    expect(spanish).toContain('Únete a nosotros en Lampstand');
    expect(spanish).toContain('1,100');
    expect(spanish).not.toMatch(/chapters read|Join us/);
    const english = words();
    expect(english).toContain('READING CHALLENGE');
    expect(english).toContain('of the Bible’s 1,189 chapters read this period');
  });

  it('tell the map’s figures in the head too, with the address of the page’s language', () => {
    const address = { slug: 'gracia', publicUrl: 'https://x.test', language: 'es' as const, linked: false };
    const meta = publicPageMeta(page, address);
    expect(meta.description).toBe(
      'Iglesia Gracia (Mesa, AZ) ha leído en conjunto 1,100 de los 1,189 capítulos de la Biblia. Únete a ellos en Lampstand.',
    );
    expect(meta.image).toBe('https://x.test/api/public/churches/gracia/preview.png?lang=es');
    expect(meta.language).toBe('es');
  });
});
