import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Db } from '../../db/client';
import { type CsvColumn, csvStream } from '../../lib/csv-download';
import { type ExportHead, exportHead } from './profile';
import { type RowSection, rowSections } from './sections';

/** camelCase keys of the JSON rows, snake_case headers of the CSV files: the same fields in both. */
const columns = (...keys: string[]): CsvColumn[] =>
  keys.map((key) => ({ key, header: key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) }));

async function* rowsOf(db: Db, userId: number, name: RowSection['name']) {
  const section = rowSections.find((s) => s.name === name);
  if (!section) throw new Error(`no export section ${name}`);
  for await (const batch of section.batches(db, userId)) yield* batch;
}

const profileRow = (head: ExportHead) => ({
  ...head.profile,
  churchId: head.church?.id ?? null,
  churchName: head.church?.name ?? null,
  churchCity: head.church?.city ?? null,
  churchState: head.church?.state ?? null,
  churchAdmin: head.church?.isChurchAdmin ?? false,
});

/**
 * The zip's files, each with its columns and its rows. The lists are read in batches while their file is
 * being written; the single-row files come from the head read at the start. The plans a person made
 * (their day lists) are in the JSON file only: plans.csv lists the plans followed (decision 032).
 */
function files(db: Db, userId: number, head: ExportHead) {
  return [
    {
      name: 'profile.csv',
      columns: columns(
        'id',
        'name',
        'email',
        'timeZone',
        'shareNameWithChurch',
        'hideFromBoards',
        'restDay',
        'createdAt',
        'churchId',
        'churchName',
        'churchCity',
        'churchState',
        'churchAdmin',
      ),
      rows: () => [profileRow(head)],
    },
    {
      name: 'readings.csv',
      columns: columns('id', 'date', 'book', 'chapter', 'churchId', 'loggedAt'),
      rows: () => rowsOf(db, userId, 'readings'),
    },
    {
      name: 'prayers.csv',
      columns: columns('id', 'date', 'minutes', 'notes', 'churchId', 'loggedAt'),
      rows: () => rowsOf(db, userId, 'prayers'),
    },
    {
      name: 'prayer-requests.csv',
      columns: columns('id', 'request', 'answered', 'answeredAt', 'createdAt'),
      rows: () => rowsOf(db, userId, 'prayerRequests'),
    },
    {
      name: 'plans.csv',
      columns: columns(
        'id',
        'name',
        'builtInPlan',
        'ownPlanId',
        'churchPlan',
        'startDate',
        'endDate',
        'readingDays',
        'pausedOn',
        'chapters',
        'chaptersRead',
        'createdAt',
      ),
      rows: () => rowsOf(db, userId, 'plans'),
    },
    {
      name: 'notifications.csv',
      columns: columns('id', 'kind', 'message', 'createdAt', 'readAt'),
      rows: () => rowsOf(db, userId, 'notifications'),
    },
    {
      name: 'reminder-settings.csv',
      columns: columns(
        'dailyEmail',
        'dailyPush',
        'dailyTime',
        'dailyDays',
        'behindEmail',
        'behindPush',
        'behindTime',
        'weeklyEmail',
        'weeklyDay',
        'weeklyTime',
        'updatedAt',
        'pushDevices',
      ),
      // No row when the person never saved reminder settings (everything off).
      rows: () =>
        head.reminderSettings ? [{ ...head.reminderSettings, pushDevices: head.pushDevices.length }] : [],
    },
  ];
}

/** The CSV export as a zip stream; each file is made only when the zip reaches it (addReadStreamLazy). */
export async function csvExport(db: Db, userId: number, exportedAt: Date): Promise<Readable> {
  const head = await exportHead(db, userId);
  const zip = new ZipFile();
  // A Node Readable at run time (a PassThrough); the type package names it a web ReadableStream.
  const output = zip.outputStream as unknown as Readable;
  for (const file of files(db, userId, head)) {
    zip.addReadStreamLazy(file.name, { mtime: exportedAt }, (done) => {
      const text = csvStream(file.rows(), file.columns);
      // A file that fails (the database gone mid-way) breaks the download, never a zip that looks whole.
      text.once('error', (err) => output.destroy(err));
      done(null, text);
    });
  }
  zip.on('error', (err: Error) => output.destroy(err));
  zip.end();
  return output;
}
