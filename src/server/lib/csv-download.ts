import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';

/** A column of a CSV file: the row's key and the header cell (snake_case, a stable name for programs). */
export interface CsvColumn {
  key: string;
  header: string;
}

/**
 * Rows as CSV text (RFC 4180, a header line first), as a stream that reads the next row only when its
 * reader wants more. Cells that a spreadsheet would run as a formula (=, +, -, @ first) are prefixed with
 * a quote (csv-stringify's escape_formulas): a member's name or a note must never execute in the reader's
 * spreadsheet. Booleans are true/false, lists their JSON, absent values empty.
 */
export function csvStream(
  rows: AsyncIterable<Record<string, unknown>> | Iterable<Record<string, unknown>>,
  columns: CsvColumn[],
): Readable {
  const text = stringify({
    header: true,
    columns,
    escape_formulas: true,
    cast: { boolean: (value) => String(value), object: (value) => JSON.stringify(value) },
  });
  // A failing source destroys the text stream with its error, so the download breaks instead of ending short.
  pipeline(Readable.from(rows), text).catch(() => {});
  return text;
}

/** Content-Disposition of a download: a plain ASCII file name, so no encoding is needed. */
export const attachment = (fileName: string) => `attachment; filename="${fileName}"`;
