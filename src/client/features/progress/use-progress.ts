import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bibleProgressQuery, churchBibleProgressQuery } from './queries';

/** The caller's map; the previous year's stays shown while another year loads. */
export function useBibleProgress(year?: number) {
  return useQuery({ ...bibleProgressQuery(year), placeholderData: keepPreviousData });
}

export function useChurchBibleProgress(churchId: number) {
  return useQuery(churchBibleProgressQuery(churchId));
}
