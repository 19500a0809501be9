import type { ChurchSummary } from '@shared/users';
import { useQuery } from '@tanstack/react-query';
import { churchesQuery } from '../churches/queries';

/** GET /api/churches, for the church choosers of registration and the profile. */
export function useChurches() {
  return useQuery(churchesQuery);
}

export function churchLabel(church: Pick<ChurchSummary, 'name' | 'city' | 'state'>) {
  return `${church.name} (${church.city}, ${church.state})`;
}
