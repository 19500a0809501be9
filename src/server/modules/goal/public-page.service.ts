import { t } from '@shared/i18n';
import { bibleProgressOf } from '@shared/progress';
import {
  isPublicSlug,
  type PublicChurch,
  type PublicGoal,
  type PublicPageSettings,
  type PublicPageUpdate,
  publicGoal,
} from '@shared/public-page';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { churches } from '../../db/schema';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { fieldError, notFound } from '../../lib/errors';
import { churchChapterCountsNow } from '../progress';
import { goalOf } from './goal.service';

/*
 * The church's public challenge page (decision 024): the administrator's switch and address, the
 * one-row look-up of a page that is on, and the church-level figures it shows.
 */

const settingsColumns = { enabled: churches.publicPage, slug: churches.publicSlug };

/** GET /api/church/public-page. */
export async function publicPageSettingsOf(db: Db, churchId: number): Promise<PublicPageSettings> {
  const [row] = await db.select(settingsColumns).from(churches).where(eq(churches.id, churchId));
  if (!row) throw notFound(t('common:churchNotFound'));
  return row;
}

const slugTaken = () => fieldError('slug', t('goal:publicPage.slugTaken'));

/**
 * PUT /api/church/public-page: switches the page on or off and sets its address. Switching off with no
 * slug keeps the stored one. An address another church holds (on or off) is refused, checked first for
 * a clear answer and then by the unique index for two administrators choosing it at once.
 */
export async function setPublicPage(
  db: Db,
  churchId: number,
  input: PublicPageUpdate,
): Promise<PublicPageSettings> {
  if (input.slug !== null) {
    const [holder] = await db
      .select({ id: churches.id })
      .from(churches)
      .where(eq(churches.publicSlug, input.slug));
    if (holder && holder.id !== churchId) throw slugTaken();
  }
  try {
    // One statement, in a transaction so that a request's Idempotency-Key commits with it (decision 025).
    return await transaction(db, async (tx) => {
      const [row] = await tx
        .update(churches)
        .set({ publicPage: input.enabled, ...(input.slug === null ? {} : { publicSlug: input.slug }) })
        .where(eq(churches.id, churchId))
        .returning(settingsColumns);
      if (!row) throw notFound(t('common:churchNotFound'));
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken();
    throw err;
  }
}

/**
 * The church whose page is on at `slug`, or undefined: one read of the slug's unique index, made on
 * every request so that a page switched off answers 404 at once (see sharedLookups for a crowd). An
 * address that cannot be a slug is no page without a read.
 */
export async function publicChurchAt(db: Db, slug: string) {
  if (!isPublicSlug(slug)) return undefined;
  const [church] = await db
    .select({ id: churches.id, name: churches.name, city: churches.city, state: churches.state })
    .from(churches)
    .where(and(eq(churches.publicSlug, slug.toLowerCase()), eq(churches.publicPage, true)));
  return church;
}

/**
 * The page's figures: the church's goal (goalOf, without the member count and the per-member share)
 * and its Bible map of the current period. Bounded reads whatever the history.
 */
export async function publicFigures(
  db: Db,
  clock: Clock,
  churchId: number,
): Promise<Omit<PublicChurch, 'church'>> {
  const [goal, counts] = await Promise.all([
    goalOf(db, clock, churchId),
    churchChapterCountsNow(db, churchId),
  ]);
  const shown: PublicGoal | null = goal ? publicGoal.parse(goal) : null;
  return { goal: shown, bibleMap: bibleProgressOf(counts), computedAt: clock.now().toISOString() };
}

/**
 * `lookup` with concurrent calls for the same key sharing the read in flight: under a crowd of visitors
 * on one page, one read answers all who asked while it ran (PGlite answers one query at a time, so 200
 * visitors otherwise queue 200 reads). A request may so share a read begun up to one read's time (a
 * millisecond or two) before it arrived; once the switch-off has committed, the next read is a 404.
 */
export function sharedLookups<K, V>(lookup: (key: K) => Promise<V>) {
  const inFlight = new Map<K, Promise<V>>();
  return (key: K) => {
    const running = inFlight.get(key);
    if (running) return running;
    const read = lookup(key).finally(() => inFlight.delete(key));
    inFlight.set(key, read);
    return read;
  };
}
