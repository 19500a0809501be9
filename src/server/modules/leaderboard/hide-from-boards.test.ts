import type { ChurchAnalytics } from '@shared/church-admin';
import type { ConsistencyBoard, Leaderboard } from '@shared/leaderboard';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import {
  bearer,
  registerChurch,
  registerChurchAdmin,
  registerUser,
} from '../../../../tests/support/factories';
import {
  getJson,
  logPrayer,
  logReadings,
  updateTracking,
} from '../../../../tests/support/tracking-factories';
import { users } from '../../db/schema';

/* "Hide me from the leaderboards" (issue 12, decision 021): off the boards, still in every total. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-04-15T18:00:00Z');
});
afterAll(() => t.close());

const psalms = (n: number) => Array.from({ length: n }, (_, i) => ({ book: 'Psalms', chapter: i + 1 }));
const patch = (u: { token: string }, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/profile', headers: bearer(u.token), payload });

describe('hideFromBoards on PATCH /api/profile and GET /api/me', () => {
  it('is off at registration, turns on and off, and is kept when not sent', async () => {
    const u = await registerUser(t);
    expect(u.user.hideFromBoards).toBe(false);
    const on = await patch(u, { name: u.user.name, email: u.email, hideFromBoards: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ user: { ...u.user, hideFromBoards: true } });
    expect(await getJson(t, u, '/api/me')).toEqual({ ...u.user, hideFromBoards: true });
    // A client that knows nothing of the field (the contract before it) leaves it as it is.
    const kept = await patch(u, { name: 'Renamed', email: u.email });
    expect(kept.json().user).toMatchObject({ name: 'Renamed', hideFromBoards: true });
    const off = await patch(u, { name: 'Renamed', email: u.email, hideFromBoards: false });
    expect(off.json().user.hideFromBoards).toBe(false);
  });

  it('refuses a value that is not true or false with 400 { message, errors } and changes nothing', async () => {
    const u = await registerUser(t, { name: 'Unchanged' });
    for (const hideFromBoards of ['yes', 1, null]) {
      const res = await patch(u, { name: 'Changed', email: u.email, hideFromBoards });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'hideFromBoards must be true or false',
        errors: { hideFromBoards: ['hideFromBoards must be true or false'] },
      });
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, u.user.id));
    expect(row).toMatchObject({ name: 'Unchanged', hideFromBoards: false });
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      payload: { name: 'Nobody', email: 'nobody@example.test', hideFromBoards: true },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('a member hidden from the boards', () => {
  it('is on neither board, not even as Anonymous, and still counts in every church total', async () => {
    const c = await registerChurch(t);
    const admin = await registerChurchAdmin(t, c);
    const hidden = await registerUser(t, { name: 'Hidden Hope', churchId: c.church.id });
    const shyHidden = await registerUser(t, { name: 'Shy Hidden', churchId: c.church.id });
    await updateTracking(t, shyHidden, { shareNameWithChurch: false, hideFromBoards: true });
    const open = await registerUser(t, { name: 'Open Olivia', churchId: c.church.id });
    await logReadings(t, hidden, '2026-04-14', psalms(4));
    await logReadings(t, hidden, '2026-04-15', psalms(3));
    await logPrayer(t, hidden, '2026-04-15', 30);
    await logReadings(t, shyHidden, '2026-04-15', psalms(2));
    await logReadings(t, open, '2026-04-15', psalms(1));
    const before = await getJson<{ chaptersRead: number; prayerMinutes: number }>(
      t,
      open,
      `/api/stats/church/${c.church.id}`,
    );
    // The church registered today: the period counts today's 3 + 2 + 1 chapters (the 14th's 4 only its days).
    expect(before).toMatchObject({ chaptersRead: 6, prayerMinutes: 30 });
    expect((await getJson<Leaderboard>(t, open, '/api/leaderboard')).chapters[0]?.name).toBe('Hidden Hope');

    await updateTracking(t, hidden, { hideFromBoards: true });
    for (const viewer of [open, hidden, admin]) {
      const weekly = await getJson<Leaderboard>(t, viewer, '/api/leaderboard');
      expect(weekly.chapters.map((e) => e.name)).toEqual(['Open Olivia']);
      expect(weekly.prayerMinutes).toEqual([]);
      const consistency = await getJson<ConsistencyBoard>(t, viewer, '/api/leaderboard/consistency');
      expect(consistency.members.map((e) => e.name)).toEqual(['Open Olivia']);
      expect(consistency.members.every((e) => e.userId === open.user.id)).toBe(true);
    }
    expect((await getJson<ConsistencyBoard>(t, hidden, '/api/leaderboard/consistency')).you).toBeNull();

    // Every church total still counts both hidden members.
    expect(await getJson(t, open, `/api/stats/church/${c.church.id}`)).toEqual(before);
    const analytics = await getJson<ChurchAnalytics>(t, admin, '/api/church/analytics');
    expect(analytics).toMatchObject({
      totalChaptersRead: 6,
      totalPrayerMinutes: 30,
      activeUsers: 3,
      memberCount: 4,
    });
    expect(analytics.leaderboard.chapters.map((e) => e.name)).toEqual(['Open Olivia']);
    expect(JSON.stringify(analytics.leaderboard)).not.toContain('Hidden');

    // Shown again once the member turns the setting off.
    await updateTracking(t, hidden, { hideFromBoards: false });
    const back = await getJson<ConsistencyBoard>(t, open, '/api/leaderboard/consistency');
    expect(back.members.map((e) => `${e.name}: ${e.days}`)).toEqual(['Hidden Hope: 2', 'Open Olivia: 1']);
  });
});
