import { parse } from 'csv-parse/sync';
import { isIsoDay, MIN_ENTRY_DAY } from '../dates';
import { t } from '../i18n';
import { parsePassages } from '../passages';
import type { ChapterKey } from './chapters';
import { MAX_PLAN_DAYS } from './custom';
import { calendarDays, type PlanDays } from './schedule';

export type ImportResult =
  | { ok: true; days: PlanDays; firstDay: string }
  | { ok: false; errors: Record<string, string[]> };

/**
 * A plan from CSV lines of `date,passage` (the format other reading-challenge sites export:
 * `"2026-07-18","Gen 50; Ex 1-3"`). A header line (`date,passage`) and blank lines are skipped. Every
 * bad line is reported under `csv.<line number>`; the plan is whole or nothing.
 */
export function parsePlanCsv(csv: string): ImportResult {
  const errors: Record<string, string[]> = {};
  const dated: Array<{ day: string; chapters: ChapterKey[] }> = [];
  const fail = (line: number, message: string) => {
    errors[`csv.${line}`] = [t('plans:csvLine', { line, message })];
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
    fail((error as { lines?: number }).lines ?? 1, t('plans:csvShape'));
    return { ok: false, errors };
  }
  for (const { record, info } of records) {
    const [day = '', passage = '', ...extra] = record;
    if (info.lines === 1 && day.toLowerCase() === 'date') continue;
    if (extra.length > 0 || passage === '') fail(info.lines, t('plans:csvShape'));
    else if (!isIsoDay(day) || day < MIN_ENTRY_DAY) fail(info.lines, t('common:invalidDate'));
    else {
      const parsed = parsePassages(passage);
      if (parsed.ok) dated.push({ day, chapters: parsed.chapters });
      else fail(info.lines, parsed.message);
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const days = calendarDays(dated);
  const firstDay = [...dated].map((d) => d.day).sort()[0];
  if (!firstDay) return { ok: false, errors: { csv: [t('plans:csvRequired')] } };
  if (days.length > MAX_PLAN_DAYS)
    return { ok: false, errors: { csv: [t('plans:tooLong', { max: MAX_PLAN_DAYS })] } };
  return { ok: true, days, firstDay };
}
