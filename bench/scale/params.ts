/**
 * The world the scale benchmark builds. BENCH_SCALE=small measures 10k then 1M readings (a quick run while
 * developing); the default measures the figures of the budget, 100k then 10M. Churches and people are
 * the same at both sizes: only the history grows.
 */
const sizes = {
  full: { smallReadings: 100_000, largeReadings: 10_000_000 },
  small: { smallReadings: 10_000, largeReadings: 1_000_000 },
} as const;

const scaleName = process.env.BENCH_SCALE ?? 'full';
if (scaleName !== 'full' && scaleName !== 'small') {
  throw new Error(`BENCH_SCALE must be "full" or "small", not "${scaleName}"`);
}

export const SCALE = { name: scaleName, ...sizes[scaleName] };

export const CHURCHES = 10_000;
/** Ten people per church on average; the busy church (id 1) has BUSY_MEMBERS. */
export const USERS = CHURCHES * 10;
export const BUSY_CHURCH = 1;
export const BUSY_MEMBERS = 250;
/** One person in twenty (outside the busy church) belongs to no church. */
export const NO_CHURCH_EVERY = 20;
/** A sitting: consecutive chapters read by one person on one day, logged together. */
export const CHAPTERS_PER_SITTING = 4;
/** One prayer entry for every ten readings. */
export const READINGS_PER_PRAYER = 10;
/** Entries are dated over the last year; churches registered a year ago (their period covers it all). */
export const HISTORY_DAYS = 365;

/** The servers under test (small and large history) and the PostgreSQL the databases are created in. */
export const SERVER_PORTS = [4353, 4354];
export const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
