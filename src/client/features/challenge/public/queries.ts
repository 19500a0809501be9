import type { PublicChurch } from '@shared/public-page';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/public/churches/{slug}: a church's public challenge page (no session needed). */
export const publicChurchQuery = (slug: string) =>
  queryOptions<PublicChurch>({ queryKey: [`/api/public/churches/${encodeURIComponent(slug)}`] });
