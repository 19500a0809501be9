import { aKeptEntry } from './memory-queue';

/*
 * Entries kept on the device (the sync queue) for the pseudo-locale test: every state, dated and not.
 * A label is written from the catalogue when the entry is made, so here it is already marked ⟦ ⟧.
 */
export const KEPT_ENTRIES = [
  aKeptEntry({
    id: 'reading',
    order: 1,
    summary: { kind: 'reading', label: '⟦Read Genesis 1–3⟧', chapters: 3, minutes: 0 },
  }),
  aKeptEntry({
    id: 'prayer',
    order: 2,
    state: 'attention',
    message: 'The prayer date cannot be in the future',
    path: '/api/prayers',
    body: { minutes: 20, prayerDate: '2026-03-02' },
    dateField: 'prayerDate',
    summary: { kind: 'prayer', label: '⟦Prayed for 20 minutes⟧', chapters: 0, minutes: 20 },
  }),
  aKeptEntry({
    id: 'request',
    order: 3,
    state: 'sending',
    path: '/api/prayer-requests',
    body: { request: 'Safe travels' },
    loggedFor: null,
    dateField: null,
    summary: { kind: 'note', label: '⟦Prayer request: Safe travels⟧', chapters: 0, minutes: 0 },
  }),
  aKeptEntry({
    id: 'plan',
    order: 4,
    path: '/api/plans/enrollments/1/read',
    body: { positions: [40], readDate: '2026-03-02' },
    summary: { kind: 'reading', label: '⟦Read Genesis 41⟧', chapters: 1, minutes: 0 },
  }),
];

/** The people's and the server's own words in those entries. */
export const KEPT_DATA = ['Safe travels', 'The prayer date cannot be in the future'];
