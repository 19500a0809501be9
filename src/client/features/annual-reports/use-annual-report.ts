import type { AnnualReport } from '@shared/annual-reports';
import { useQuery } from '@tanstack/react-query';
import { annualReportQuery, type ReportScope } from './queries';

export type { ReportScope } from './queries';

export function useAnnualReport(scope: ReportScope, year: number, enabled = true) {
  return useQuery({ ...annualReportQuery(scope, year), enabled });
}

export const hasFigures = (report: AnnualReport | undefined) =>
  !!report && (report.chaptersRead > 0 || report.prayerMinutes > 0);
