import type { AnnualReport } from '@shared/annual-reports';
import type { Db } from '../../db/client';
import { type Subject, yearFigures } from '../tracking/totals';

/**
 * A calendar year's figures by entry date, from the rollups of the year: a person's own entries, a
 * church's entries written with it (the church on the entry), everyone's. Always computed, never the
 * frozen copy a year-end reset keeps (annual_reports): that copy is the year as it stood when it was
 * closed, and entries dated in that year may still be logged or deleted afterwards (decision 008).
 */
export async function annualReport(db: Db, subject: Subject, year: number): Promise<AnnualReport> {
  const figures = await yearFigures(db, subject, year);
  return { year, chaptersRead: figures.chapters, prayerMinutes: figures.minutes };
}
