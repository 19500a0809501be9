import type { AnnualReport } from '@shared/annual-reports';
import { queryOptions } from '@tanstack/react-query';

/* This feature's reads, one query-options factory per endpoint (see activity/queries.ts). */

export type ReportScope = 'user' | 'church' | 'global';

/** GET /api/annual-reports/{scope}/{year}: a calendar year's figures, computed from the dated entries. */
export const annualReportQuery = (scope: ReportScope, year: number) =>
  queryOptions<AnnualReport>({ queryKey: [`/api/annual-reports/${scope}/${year}`] });
