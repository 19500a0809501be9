import { and, eq } from 'drizzle-orm';
import type { AnnualReport } from '../../../shared/annual-reports';
import type { Db } from '../../db/client';
import { annualReports } from '../../db/schema';
import { type Subject, yearFigures } from '../tracking/totals';

/**
 * A calendar year's figures by entry date. A frozen copy kept by a church's year-end reset answers for
 * that church and its members when there is one; otherwise the rollups of the year do.
 */
export async function annualReport(db: Db, subject: Subject, year: number): Promise<AnnualReport> {
  if (subject !== 'global') {
    const [scope, subjectId] =
      'userId' in subject ? (['user', subject.userId] as const) : (['church', subject.churchId] as const);
    const [frozen] = await db
      .select({ chaptersRead: annualReports.chaptersRead, prayerMinutes: annualReports.prayerMinutes })
      .from(annualReports)
      .where(
        and(
          eq(annualReports.scope, scope),
          eq(annualReports.subjectId, subjectId),
          eq(annualReports.year, year),
        ),
      )
      .limit(1);
    if (frozen) return { year, ...frozen };
  }
  const figures = await yearFigures(db, subject, year);
  return { year, chaptersRead: figures.chapters, prayerMinutes: figures.minutes };
}
