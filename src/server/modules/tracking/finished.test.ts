import { BIBLE_BOOKS, type Testament } from '@shared/bible';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { bearer, registerUser, type TestUser } from '../../../../tests/support/factories';
import { type Chapter, logReadings } from '../../../../tests/support/tracking-factories';
import { notifications } from '../../db/schema';

/* The finishing badges (decision 019): a book, a testament and the whole Bible, each announced once. */

let t: TestApp;
const TODAY = '2026-06-10';
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(`${TODAY}T12:00:00Z`);
});
afterAll(() => t.close());

const FINISHING = ['book-finished', 'testament-finished', 'bible-finished'] as const;
/** From the table: the list answer holds the latest 50 only, and a whole Bible earns 69. */
const finishing = async (u: TestUser) =>
  (
    await t.database.db
      .select({ kind: notifications.kind, message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.userId, u.user.id), inArray(notifications.kind, [...FINISHING])))
      .orderBy(asc(notifications.id))
  ).map((n) => `${n.kind}: ${n.message}`);
const chaptersOf = (name: string, from = 1): Chapter[] => {
  const book = BIBLE_BOOKS.find((b) => b.name === name);
  return Array.from({ length: (book?.chapters ?? 0) - from + 1 }, (_, i) => ({
    book: name,
    chapter: from + i,
  }));
};
const testament = (tm: Testament) =>
  BIBLE_BOOKS.filter((b) => b.testament === tm).flatMap((b) => chaptersOf(b.name));

describe('finishing a book', () => {
  it('is announced by the write that reads its last unread chapter, once', async () => {
    const u = await registerUser(t);
    await logReadings(t, u, TODAY, chaptersOf('Ruth').slice(0, 3));
    expect(await finishing(u)).toEqual([]);
    await logReadings(t, u, '2026-06-01', [{ book: 'Ruth', chapter: 4 }]);
    expect(await finishing(u)).toEqual(['book-finished: You finished Ruth: every chapter read']);
    // Reading it again, whole or in part, finishes nothing new.
    await logReadings(t, u, TODAY, chaptersOf('Ruth'));
    await logReadings(t, u, TODAY, [{ book: 'Ruth', chapter: 4 }]);
    expect(await finishing(u)).toHaveLength(1);
  });

  it('counts all time: chapters read in earlier years finish a book too', async () => {
    const u = await registerUser(t);
    await logReadings(t, u, '2025-12-31', [{ book: 'Jude', chapter: 1 }, ...chaptersOf('2 John')]);
    expect((await finishing(u)).sort()).toEqual([
      'book-finished: You finished 2 John: every chapter read',
      'book-finished: You finished Jude: every chapter read',
    ]);
  });

  it('counts chapters read before and chapters read twice in the finishing write once each', async () => {
    const u = await registerUser(t);
    await logReadings(t, u, TODAY, [{ book: 'Nahum', chapter: 1 }]);
    await logReadings(t, u, TODAY, [
      { book: 'Nahum', chapter: 2 },
      { book: 'Nahum', chapter: 2 },
      { book: 'Habakkuk', chapter: 1 },
    ]);
    expect(await finishing(u)).toEqual([]);
    await logReadings(t, u, TODAY, [
      { book: 'Nahum', chapter: 1 },
      { book: 'Nahum', chapter: 3 },
      { book: 'Nahum', chapter: 3 },
      { book: 'Habakkuk', chapter: 2 },
    ]);
    expect(await finishing(u)).toEqual(['book-finished: You finished Nahum: every chapter read']);
  });

  it('is not announced again when a deleted chapter is read again', async () => {
    const u = await registerUser(t);
    const logged = await logReadings(t, u, TODAY, chaptersOf('Joel'));
    expect(await finishing(u)).toHaveLength(1);
    const last = logged.readings.find((r) => r.chapter === 3);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/readings/${last?.id}`,
      headers: bearer(u.token),
    });
    expect(deleted.statusCode).toBe(204);
    await logReadings(t, u, TODAY, [{ book: 'Joel', chapter: 3 }]);
    expect(await finishing(u)).toEqual(['book-finished: You finished Joel: every chapter read']);
  });
});

describe('finishing a testament and the whole Bible', () => {
  it('announces the testament with its last book, then the Bible with the other testament', async () => {
    const u = await registerUser(t);
    const nt = testament('new');
    await logReadings(t, u, TODAY, nt.slice(0, -1));
    expect(await finishing(u)).toHaveLength(26);
    await logReadings(t, u, TODAY, nt.slice(-1));
    const afterNew = await finishing(u);
    expect(afterNew).toHaveLength(28);
    expect(afterNew).toContain('testament-finished: You finished the New Testament: every chapter read');
    expect(afterNew.some((n) => n.startsWith('bible-finished'))).toBe(false);

    await logReadings(t, u, TODAY, testament('old'));
    const all = await finishing(u);
    expect(all).toContain('testament-finished: You finished the Old Testament: every chapter read');
    expect(all).toContain('bible-finished: You have read the whole Bible: all 1,189 chapters!');
    expect(all).toHaveLength(66 + 2 + 1);
    // A second whole Bible is shown by the map's count of completed Bibles, not announced again.
    await logReadings(t, u, TODAY, [...testament('old'), ...testament('new')]);
    expect(await finishing(u)).toHaveLength(69);
  });
});
