import type { AdminStatus, ChurchAnalytics, ChurchMember, ChurchSettings } from '@shared/church-admin';
import type { ChurchComparison } from '@shared/church-comparison';
import type { PublicPageSettings } from '@shared/public-page';
import { queryOptions } from '@tanstack/react-query';

/* This feature's reads, one query-options factory per endpoint (see activity/queries.ts). */

/** GET /api/church/admin-status: the gate or the tabs, and whether the administrator-only parts show. */
export const adminStatusQuery = queryOptions<AdminStatus>({ queryKey: ['/api/church/admin-status'] });

export const churchSettingsQuery = queryOptions<ChurchSettings>({ queryKey: ['/api/church/settings'] });

export const membersQuery = queryOptions<ChurchMember[]>({ queryKey: ['/api/church/users'] });

export const analyticsQuery = queryOptions<ChurchAnalytics>({ queryKey: ['/api/church/analytics'] });

/** GET /api/church/comparison: percentiles among churches of similar size (cached 10 minutes on the server). */
export const comparisonQuery = queryOptions<ChurchComparison>({ queryKey: ['/api/church/comparison'] });
/** GET /api/church/public-page (administrator): the public challenge page's switch and address. */
export const publicPageQuery = queryOptions<PublicPageSettings>({ queryKey: ['/api/church/public-page'] });
