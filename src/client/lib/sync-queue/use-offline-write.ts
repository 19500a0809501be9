import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateReads } from '../tracking-cache';
import { ownEntry, sendOrKeep } from './send-or-keep';
import type { NewEntry } from './types';

interface OfflineWrite<Vars> {
  /** The write for these values: its request, day, summary (everything but `invalidates`). */
  entry: (vars: Vars) => Omit<NewEntry, 'invalidates'>;
  /** API path prefixes whose reads the write changes: asked again once it is stored. */
  invalidates: readonly string[];
  /** The body takes the person's own id (readings, prayers): see ownEntry. */
  own?: boolean;
}

/**
 * A write that works with no network, as a mutation: sent at once, or kept on the device (sendOrKeep);
 * the answer is `{ sent }` or `{ kept }`. It is tried whatever TanStack thinks of the network (offline
 * is when it matters most), and once sent, the reads it changed are asked again.
 */
export function useOfflineWrite<Vars, Answer>({ entry, invalidates, own = false }: OfflineWrite<Vars>) {
  const client = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (vars: Vars) => {
      const write = entry(vars);
      const body =
        own && write.body && typeof write.body === 'object' ? ownEntry(client, write.body) : write.body;
      return sendOrKeep<Answer>(client, { ...write, body, invalidates });
    },
    onSuccess: (outcome) => {
      if (outcome.sent) void invalidateReads(client, invalidates);
    },
  });
}
