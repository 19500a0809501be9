/*
 * The sync queue: writes made without a network, kept on the device until the server has them. It knows
 * no domain: a feature gives each entry its request, the date it is logged for, and a summary that the
 * activity list and the totals show without knowing what the request means.
 */

/** waiting: to be sent; sending: a flush has it on the wire; attention: the server refused it (4xx). */
type EntryState = 'waiting' | 'sending' | 'attention';

/** What an entry adds, for lists and totals that cannot read its request. */
export interface EntrySummary {
  /** One line for a person, written by the feature from its catalogue when the entry was made. */
  label: string;
  /** Which icon a list shows: what the entry is, in the queue's own words. */
  kind: 'reading' | 'prayer' | 'note';
  /** Chapters and prayer minutes the entry adds to the person's totals once the server has it. */
  chapters: number;
  minutes: number;
}

export interface QueueEntry {
  /** Made on the device (a UUID): the entry's Idempotency-Key, so a replay is stored once. */
  id: string;
  /** The signed-in user the entry belongs to: nobody else's session ever sees or sends it. */
  userId: number;
  /** Sending order: entries go out in the order they were made. */
  order: number;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body: unknown;
  /** The calendar day the entry is logged for (YYYY-MM-DD), or null for an undated write. */
  loggedFor: string | null;
  /** The body's field that holds `loggedFor`, so the person can choose another date for it. */
  dateField: string | null;
  summary: EntrySummary;
  /** API path prefixes whose cached reads the write changes: refetched once it is stored. */
  invalidates: readonly string[];
  state: EntryState;
  /** The server's message when it refused the entry (state attention). */
  message: string | null;
  attempts: number;
  /** Not sent again before this time (ms since the epoch), unless the network has just come back. */
  retryAt: number;
}

/** What a feature gives to keep a write: the queue adds the id, the user, the order and the state. */
export type NewEntry = Pick<
  QueueEntry,
  'method' | 'path' | 'body' | 'loggedFor' | 'dateField' | 'summary' | 'invalidates'
>;

/** Where entries are kept: IndexedDB in the browser (database.ts), a map in the unit tests. */
export interface QueueStore {
  /** The user's entries in sending order. */
  list(userId: number): Promise<QueueEntry[]>;
  put(entry: QueueEntry): Promise<void>;
  remove(id: string): Promise<void>;
  /** Replaces one entry by another in one step (a new date makes a new entry with a new key). */
  replace(oldId: string, entry: QueueEntry): Promise<void>;
  clearUser(userId: number): Promise<void>;
  /** The user whose session this browser has now, as the page last knew it; null when signed out. */
  activeUser(): Promise<number | null>;
  setActiveUser(userId: number | null): Promise<void>;
}
