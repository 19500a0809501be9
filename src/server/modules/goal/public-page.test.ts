import type { PublicChurch } from '@shared/public-page';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { routeAuthCases } from '../../../../tests/support/auth-cases';
import {
  insertChurch,
  insertUser,
  type Session,
  sessionOf,
  type TestChurchWorld,
} from '../../../../tests/support/church-admin-factories';
import { bearer } from '../../../../tests/support/factories';
import { churches, users } from '../../db/schema';

let t: TestApp;
let church: TestChurchWorld;
let anna: Session;

const admin = (world: TestChurchWorld = church) => sessionOf(t, world.adminId, world.churchId);
const setPage = async (payload: object, world: TestChurchWorld = church) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/church/public-page',
    headers: bearer((await admin(world)).token),
    payload,
  });
const visit = (url: string) => t.app.inject({ method: 'GET', url });
const read = async (s: Session, readDate: string, chapters: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/readings/batch',
    headers: bearer(s.token),
    payload: {
      readDate,
      chapters: Array.from({ length: chapters }, (_, i) => ({ book: 'Psalms', chapter: i + 1 })),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
};

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-03-10T18:00:00Z');
  church = await insertChurch(t, 'Grace Chapel');
  anna = await sessionOf(t, await insertUser(t, church.churchId, { name: 'Anna Lindqvist' }));
  await insertUser(t, church.churchId, { name: 'Ben Okafor', shareNameWithChurch: false });
  const goal = await t.app.inject({
    method: 'PUT',
    url: '/api/church/goal',
    headers: bearer((await admin()).token),
    payload: { targetChapters: 1000, targetMinutes: 500, startDate: '2026-03-01', endDate: '2026-12-31' },
  });
  expect(goal.statusCode, goal.body).toBe(200);
  await read(anna, '2026-03-10', 12);
});
afterAll(() => t.close());

describe('the public challenge page', () => {
  it('is off by default: the settings say so and the address answers 404', async () => {
    const res = await t.app.inject({
      url: '/api/church/public-page',
      headers: bearer((await admin()).token),
    });
    expect(res.json()).toEqual({ enabled: false, slug: null });
    expect((await visit('/api/public/churches/grace-chapel')).statusCode).toBe(404);
  });

  it.each([
    [{ enabled: true, slug: 'ab' }],
    [{ enabled: true, slug: 'a'.repeat(41) }],
    [{ enabled: true, slug: 'grace chapel' }],
    [{ enabled: true, slug: 'grace_chapel' }],
    [{ enabled: true, slug: '-grace' }],
    [{ enabled: true, slug: 'grace--chapel' }],
    [{ enabled: true, slug: 'grâce' }],
    [{ enabled: true, slug: 'admin' }],
    [{ enabled: true, slug: null }],
    [{ enabled: true }],
  ])('refuses %j with 400 naming the slug, and changes nothing', async (payload) => {
    const res = await setPage(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String), errors: { slug: expect.any(Array) } });
    const [row] = await t.database.db
      .select({ on: churches.publicPage, slug: churches.publicSlug })
      .from(churches)
      .where(eq(churches.id, church.churchId));
    expect(row).toEqual({ on: false, slug: null });
  });

  it('refuses a missing switch with 400 naming it', async () => {
    const res = await setPage({ slug: 'grace-chapel' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('enabled');
  });

  it('switches on with an address given in any case, stored lowercase', async () => {
    const res = await setPage({ enabled: true, slug: '  Grace-Chapel ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ enabled: true, slug: 'grace-chapel' });
  });

  it('shows the church, its goal and its Bible map to anyone, cacheable for a minute', async () => {
    const res = await visit('/api/public/churches/grace-chapel');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const page = res.json() as PublicChurch;
    expect(page.church).toEqual({ id: church.churchId, name: 'Grace Chapel', city: 'Mesa', state: 'AZ' });
    expect(page.goal).toMatchObject({
      targetChapters: 1000,
      targetMinutes: 500,
      chaptersSoFar: 12,
      state: 'running',
      startDate: '2026-03-01',
      endDate: '2026-12-31',
    });
    expect(page.goal).toHaveProperty('requiredChaptersPerDay');
    expect(page.goal).toHaveProperty('projectedFinishDate');
    expect(page.bibleMap.distinctChapters).toBe(12);
    expect(page.bibleMap.books.find((b) => b.book === 'Psalms')?.counts.slice(0, 13)).toEqual([
      ...new Array(12).fill(1),
      0,
    ]);
    // The address is found whatever its case.
    expect((await visit('/api/public/churches/GRACE-CHAPEL')).statusCode).toBe(200);
  });

  it('holds nothing about any person: no name, no e-mail, no member count', async () => {
    const members = await t.database.db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.churchId, church.churchId));
    expect(members.length).toBe(3);
    const bodies = [
      (await visit('/api/public/churches/grace-chapel')).body,
      (await visit('/c/grace-chapel')).body,
    ];
    for (const body of bodies) {
      for (const member of members) {
        expect(body).not.toContain(member.name);
        expect(body.toLowerCase()).not.toContain(member.email.toLowerCase());
      }
    }
    const goal = (await visit('/api/public/churches/grace-chapel')).json().goal;
    for (const key of ['members', 'fairShareChaptersPerDay', 'fairShareMinutesPerDay', 'latestMilestone'])
      expect(goal).not.toHaveProperty(key);
  });

  it('serves figures at most a minute old', async () => {
    const before = (await visit('/api/public/churches/grace-chapel')).json() as PublicChurch;
    await read(anna, '2026-03-10', 3);
    const cached = (await visit('/api/public/churches/grace-chapel')).json() as PublicChurch;
    expect(cached.goal?.chaptersSoFar).toBe(before.goal?.chaptersSoFar);
    t.clock.advance(61_000);
    const fresh = (await visit('/api/public/churches/grace-chapel')).json() as PublicChurch;
    expect(fresh.goal?.chaptersSoFar).toBe((before.goal?.chaptersSoFar ?? 0) + 3);
  });

  it('lets shared caches keep figures only for what is left of their minute', async () => {
    t.clock.advance(61_000);
    const maxAge = async (url: string) => (await visit(url)).headers['cache-control'];
    expect(await maxAge('/api/public/churches/grace-chapel')).toBe('public, max-age=60');
    t.clock.advance(25_000);
    expect(await maxAge('/api/public/churches/grace-chapel')).toBe('public, max-age=35');
    expect(await maxAge('/api/public/churches/grace-chapel/preview.png')).toBe('public, max-age=35');
    t.clock.advance(34_500);
    expect(await maxAge('/api/public/churches/grace-chapel')).toBe('public, max-age=0');
    t.clock.advance(500);
    expect(await maxAge('/api/public/churches/grace-chapel')).toBe('public, max-age=60');
  });

  it('refuses an address another church holds, in any case, with 400 naming the slug', async () => {
    const other = await insertChurch(t, 'Hope Church');
    const res = await setPage({ enabled: true, slug: 'GRACE-chapel' }, other);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.slug).toEqual(['Another church uses this address: choose another']);
    // Its own address again is fine.
    expect((await setPage({ enabled: true, slug: 'grace-chapel' })).statusCode).toBe(200);
  });

  it('answers 404 at once when switched off, even right after a cached answer', async () => {
    expect((await visit('/api/public/churches/grace-chapel')).statusCode).toBe(200);
    expect((await visit('/api/public/churches/grace-chapel/preview.png')).statusCode).toBe(200);
    const off = await setPage({ enabled: false, slug: null });
    expect(off.json()).toEqual({ enabled: false, slug: 'grace-chapel' });
    const api = await visit('/api/public/churches/grace-chapel');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'There is no public page at this address' });
    expect((await visit('/api/public/churches/grace-chapel/preview.png')).statusCode).toBe(404);
    const page = await visit('/c/grace-chapel');
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).not.toContain('og:title');
    // On again: the same address, which it kept.
    expect((await setPage({ enabled: true, slug: null })).statusCode).toBe(400);
    expect((await setPage({ enabled: true, slug: 'grace-chapel' })).statusCode).toBe(200);
  });

  it('moves at once to a new address: the old one answers 404', async () => {
    expect((await setPage({ enabled: true, slug: 'grace-mesa' })).statusCode).toBe(200);
    expect((await visit('/api/public/churches/grace-chapel')).statusCode).toBe(404);
    expect((await visit('/api/public/churches/grace-mesa')).statusCode).toBe(200);
    // The address freed is free for another church.
    const other = await insertChurch(t, 'Chapel Two');
    expect((await setPage({ enabled: false, slug: 'grace-chapel' }, other)).statusCode).toBe(200);
  });

  it('draws a 1200×630 PNG preview', async () => {
    const res = await visit('/api/public/churches/grace-mesa/preview.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const png = res.rawPayload;
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });

  it('fills /c/{slug} with the church’s title, description and preview tags, under the page CSP', async () => {
    const res = await visit('/c/grace-mesa');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    expect(html).toContain('<title>Grace Chapel · Reading challenge on Lampstand</title>');
    expect(html).toContain(
      '<meta property="og:title" content="Grace Chapel · Reading challenge on Lampstand" />',
    );
    expect(html).toContain('<meta property="og:url" content="http://lampstand.test/c/grace-mesa" />');
    expect(html).toContain(
      '<meta property="og:image" content="http://lampstand.test/api/public/churches/grace-mesa/preview.png" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toMatch(
      /<meta property="og:description" content="Grace Chapel \(Mesa, AZ\) has read 15 of 1,000 chapters/,
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it('escapes a church name that is markup', async () => {
    const evil = await insertChurch(t, `<script>alert("x")</script> & 'Co' $& $1`);
    expect((await setPage({ enabled: true, slug: 'evil-co' }, evil)).statusCode).toBe(200);
    const html = (await visit('/c/evil-co')).body;
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(
      '<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39; $&amp; $1 · Reading challenge on Lampstand</title>',
    );
    const png = await visit('/api/public/churches/evil-co/preview.png');
    expect(png.statusCode).toBe(200);
  });

  it('answers 404 for an unknown or malformed address', async () => {
    expect((await visit('/api/public/churches/no-such-church')).statusCode).toBe(404);
    expect((await visit('/c/no-such-church')).statusCode).toBe(404);
    expect((await visit('/api/public/churches/not%20a%20slug')).statusCode).toBe(404);
  });
});

const freshChurch = async () => insertChurch(t, 'Auth Church');
const adminOnly = () => ({
  app: () => t,
  access: 'church-admin' as const,
  session: async () => (await freshChurch()).admin,
  forbidden: {
    'a user without a church': async () => sessionOf(t, await insertUser(t, null)),
    'a member who has not unlocked the church': async () =>
      sessionOf(t, await insertUser(t, (await freshChurch()).churchId)),
    'an unlocked member who is not the administrator': async () => {
      const c = await freshChurch();
      return sessionOf(t, await insertUser(t, c.churchId), c.churchId);
    },
  },
});
routeAuthCases('GET /api/church/public-page', adminOnly());
routeAuthCases('PUT /api/church/public-page', {
  ...adminOnly(),
  payload: () => ({ enabled: false, slug: null }),
});
routeAuthCases('GET /api/public/churches/:slug', {
  app: () => t,
  access: 'public',
  url: () => '/api/public/churches/grace-mesa',
});
routeAuthCases('GET /api/public/churches/:slug/preview.png', {
  app: () => t,
  access: 'public',
  url: () => '/api/public/churches/grace-mesa/preview.png',
});
