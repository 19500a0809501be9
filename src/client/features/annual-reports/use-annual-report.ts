import type { AnnualReport } from '@shared/annual-reports';
import { useQuery } from '@tanstack/react-query';

export type ReportScope = 'user' | 'church' | 'global';

/** GET /api/annual-reports/{scope}/{year}: a calendar year's figures, computed from the dated entries. */
export function useAnnualReport(scope: ReportScope, year: number, enabled = true) {
  return useQuery<AnnualReport>({ queryKey: [`/api/annual-reports/${scope}/${year}`], enabled });
}

export const hasFigures = (report: AnnualReport | undefined) =>
  !!report && (report.chaptersRead > 0 || report.prayerMinutes > 0);
