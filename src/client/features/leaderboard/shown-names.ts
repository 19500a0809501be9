/**
 * A board's entries as the reader reads them: a member who keeps their name private is sent as the
 * English "Anonymous member" with `anonymous: true`, and shown in the reader's language (decision 035).
 * An answer kept offline from before the flag has none and keeps the name it came with.
 */
export const withShownNames = <E extends { name: string; anonymous?: boolean }>(
  entries: readonly E[],
  anonymousName: string,
): E[] => entries.map((entry) => (entry.anonymous ? { ...entry, name: anonymousName } : entry));
