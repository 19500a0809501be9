import { useQuery } from '@tanstack/react-query';
import { analyticsQuery } from '../queries';

/** GET /api/church/analytics: the current period; 402 when the subscription has expired. */
export function useChurchAnalytics() {
  return useQuery(analyticsQuery);
}
