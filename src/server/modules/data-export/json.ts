import type { Db } from '../../db/client';
import { exportHead } from './profile';
import { rowSections } from './sections';

/** The JSON file's `format` and `version`: a program reading it checks them (decision 032). */
const EXPORT_FORMAT_NAME = 'lampstand-export';
const EXPORT_VERSION = 1;

/**
 * The JSON export as text pieces, written as they are read: the single-row parts first, then each list
 * one batch at a time. The caller's stream pulls the next piece only when the reply has room for it.
 */
export async function* jsonExport(db: Db, userId: number, exportedAt: Date): AsyncGenerator<string> {
  const head = await exportHead(db, userId);
  let text = `{"format":"${EXPORT_FORMAT_NAME}","version":${EXPORT_VERSION},"exportedAt":"${exportedAt.toISOString()}"`;
  for (const [key, value] of Object.entries(head)) text += `,${JSON.stringify(key)}:${JSON.stringify(value)}`;
  yield text;
  for (const section of rowSections) {
    yield `,"${section.name}":[`;
    let first = true;
    for await (const batch of section.batches(db, userId)) {
      yield (first ? '' : ',') + batch.map((row) => JSON.stringify(row)).join(',');
      first = false;
    }
    yield ']';
  }
  yield '}\n';
}
