import type { PersonLanguage } from '@shared/i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';

/** "Cached for at most a minute" (decision 024). */
const PUBLIC_CACHE_SECONDS = 60;
/** Past this many churches, expired entries are swept on the next store. */
const SWEEP_AT = 1000;

interface Entry<F> {
  at: number;
  figures: Promise<F>;
  /** The preview image per language: the figures are the same, the words and numbers are not. */
  images: Map<PersonLanguage, Promise<Buffer>>;
}

/**
 * What a cached answer is sent with, and the seconds left of its entry's minute as `max-age`: a shared
 * cache or link preview that keeps it adds its own time to the entry's age, so the figures it shows are
 * still at most a minute old (figures 50 s old sent with max-age=60 could be shown for almost two).
 */
export interface Cached<T> {
  value: T;
  cacheControl: string;
}

/**
 * The public page's figures and preview image per church, kept in this process for at most
 * PUBLIC_CACHE_SECONDS: under a crowd of visitors one computation serves them all (concurrent misses
 * share the one being computed). `forget` drops a church at once (the page switched off, its address
 * changed). Whether the page is on is never cached: the routes read that on every request.
 */
export function publicPageCache<F>(clock: Clock, log: FastifyBaseLogger) {
  const entries = new Map<number, Entry<F>>();
  const fresh = (entry: Entry<F> | undefined, now: number): entry is Entry<F> =>
    entry !== undefined && now >= entry.at && now - entry.at < PUBLIC_CACHE_SECONDS * 1000;

  const entryOf = (churchId: number, compute: () => Promise<F>) => {
    const now = clock.now().getTime();
    const cached = entries.get(churchId);
    if (fresh(cached, now)) return cached;
    if (entries.size >= SWEEP_AT)
      for (const [id, entry] of entries) if (!fresh(entry, now)) entries.delete(id);
    const entry: Entry<F> = { at: now, figures: compute(), images: new Map() };
    entries.set(churchId, entry);
    // Counted by the `public` benchmark: one line per church per minute at most.
    log.info({ churchId }, 'public page figures computed');
    entry.figures.catch(() => {
      if (entries.get(churchId) === entry) entries.delete(churchId);
    });
    return entry;
  };

  // Counted when the answer is ready, not when asked: a computation's own time is part of the age.
  const cached = async <T>(entry: Entry<F>, value: Promise<T>): Promise<Cached<T>> => {
    const ready = await value;
    const left = entry.at + PUBLIC_CACHE_SECONDS * 1000 - clock.now().getTime();
    return { value: ready, cacheControl: `public, max-age=${Math.max(0, Math.floor(left / 1000))}` };
  };

  return {
    figures(churchId: number, compute: () => Promise<F>) {
      const entry = entryOf(churchId, compute);
      return cached(entry, entry.figures);
    },
    /** The preview image in `language`, drawn from the cached figures once per entry and language. */
    image(
      churchId: number,
      language: PersonLanguage,
      compute: () => Promise<F>,
      draw: (figures: F) => Promise<Buffer>,
    ) {
      const entry = entryOf(churchId, compute);
      let image = entry.images.get(language);
      if (!image) {
        const drawing = entry.figures.then(draw);
        entry.images.set(language, drawing);
        drawing.catch(() => {
          if (entry.images.get(language) === drawing) entry.images.delete(language);
        });
        image = drawing;
      }
      return cached(entry, image);
    },
    forget(churchId: number) {
      entries.delete(churchId);
    },
  };
}
