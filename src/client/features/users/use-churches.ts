import type { ChurchSummary } from '@shared/users';
import { useQuery } from '@tanstack/react-query';

/** GET /api/churches through the default fetch; the list changes rarely, so it stays fresh for 60 s. */
export function useChurches() {
  return useQuery<ChurchSummary[]>({ queryKey: ['/api/churches'], staleTime: 60_000 });
}

export function churchLabel(church: Pick<ChurchSummary, 'name' | 'city' | 'state'>) {
  return `${church.name} (${church.city}, ${church.state})`;
}
