import type { PublicChurch } from '@shared/public-page';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/**
 * GET /api/public/churches/{slug}: a church's public challenge page (no session needed). The answer is
 * `public, max-age=60` for link previews and shared caches, but the page itself asks the server every
 * time (`no-cache`), so a page switched off shows its 404 at the visitor's next load.
 */
export const publicChurchQuery = (slug: string) => {
  const url = `/api/public/churches/${encodeURIComponent(slug)}`;
  return queryOptions<PublicChurch>({
    queryKey: [url],
    queryFn: () => apiRequest<PublicChurch>('GET', url, undefined, { cache: 'no-cache' }),
  });
};
