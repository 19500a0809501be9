import { parse } from 'csv-parse/sync';
import { daysBetween, isIsoDay, MIN_ENTRY_DAY } from '../dates';
import { t } from '../i18n';
import { parsePassages } from '../passages';
import type { ChapterKey } from './chapters';
import { MAX_PLAN_DAYS } from './custom';
import { calendarDays, type PlanDays } from './schedule';

export type ImportResult =
  | { ok: true; days: PlanDays; firstDay: string }
  | { ok: false; errors: Record<string, string[]>; badLines?: number };

/** Bad lines listed one by one; the rest are counted (a body of bad lines once answered 2 MB). */
export const MAX_LISTED_LINES = 20;

/**
 * A plan from CSV lines of `date,passage` (the format other reading-challenge sites export:
 * `"2026-07-18","Gen 50; Ex 1-3"`). A header line (`date,passage`) and blank lines are skipped. The first
 * bad lines are reported under `csv.<line number>`, how many more under `csv`, and `badLines` counts them
 * all; the plan is whole or nothing.
 */
export function parsePlanCsv(csv: string): ImportResult {
  const errors: Record<string, string[]> = {};
  const dated: Array<{ day: string; chapters: ChapterKey[] }> = [];
  let badLines = 0;
  // The message is made only for a listed line: translating 20,000 unlisted ones took 200 ms.
  const fail = (line: number, message: () => string) => {
    badLines += 1;
    if (badLines <= MAX_LISTED_LINES)
      errors[`csv.${line}`] = [t('plans:csvLine', { line, message: message() })];
  };
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    // With `info`, each record comes with its line number; the library's types do not say so.
    records = parse(csv, {
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    // An unclosed quote: the parser names the line it gave up on.
    fail((error as { lines?: number }).lines ?? 1, () => t('plans:csvShape'));
    return { ok: false, errors, badLines };
  }
  for (const { record, info } of records) {
    const [day = '', passage = '', ...extra] = record;
    if (info.lines === 1 && day.toLowerCase() === 'date') continue;
    if (extra.length > 0 || passage === '') fail(info.lines, () => t('plans:csvShape'));
    else if (!isIsoDay(day) || day < MIN_ENTRY_DAY) fail(info.lines, () => t('common:invalidDate'));
    else {
      const parsed = parsePassages(passage);
      if (parsed.ok) dated.push({ day, chapters: parsed.chapters });
      else fail(info.lines, () => parsed.message);
    }
  }
  if (badLines > MAX_LISTED_LINES)
    errors.csv = [t('plans:csvMoreLines', { count: badLines - MAX_LISTED_LINES })];
  if (badLines > 0) return { ok: false, errors, badLines };
  const sorted = dated.map((d) => d.day).sort();
  const [firstDay, lastDay] = [sorted[0], sorted.at(-1)];
  if (!firstDay || !lastDay) return { ok: false, errors: { csv: [t('plans:csvRequired')] } };
  // The span is checked before calendarDays walks it: 2000-01-01 to 9999-12-31 took seconds, then threw.
  if (daysBetween(firstDay, lastDay) >= MAX_PLAN_DAYS)
    return { ok: false, errors: { csv: [t('plans:tooLong', { max: MAX_PLAN_DAYS })] } };
  return { ok: true, days: calendarDays(dated), firstDay };
}
