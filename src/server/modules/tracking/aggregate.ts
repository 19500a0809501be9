/**
 * Groups signed deltas by key and sums them, returning one row per key in ascending key order: a multi-row
 * upsert may not touch a row twice, and taking row locks in one fixed order keeps concurrent writers from
 * deadlocking.
 */
export function aggregate<K extends readonly (string | number)[], V extends Record<string, number>>(
  items: ReadonlyArray<{ key: K; values: V }>,
): Array<{ key: K; values: V }> {
  const groups = new Map<string, { key: K; values: V }>();
  for (const item of items) {
    const id = JSON.stringify(item.key);
    const group = groups.get(id);
    if (!group) {
      groups.set(id, { key: item.key, values: { ...item.values } });
      continue;
    }
    const sums = group.values as Record<string, number>;
    for (const [name, value] of Object.entries(item.values)) sums[name] = (sums[name] ?? 0) + value;
  }
  return [...groups.values()].sort((a, b) => compareKeys(a.key, b.key));
}

function compareKeys(a: readonly (string | number)[], b: readonly (string | number)[]): number {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as string | number;
    const y = b[i] as string | number;
    if (x < y) return -1;
    if (x > y) return 1;
  }
  return 0;
}
