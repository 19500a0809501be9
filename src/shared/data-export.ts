import { z } from 'zod';
import { addNamespace, t } from './i18n';
import { dataExport as texts } from './i18n/en/data-export';

// The export's texts load with this contract (the profile's "Your data" card and the server's
// validation import it), not with the client's first script: see i18n/resources.ts.
addNamespace('dataExport', texts);

/** GET /api/me/export: a person's own data, as one JSON file or a zip of CSV files (decision 032). */
const EXPORT_FORMATS = ['json', 'csv'] as const;
type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * Only `format` is read; any other query parameter (a `userId`, say) is dropped by the schema, so the
 * export is always the session's person.
 */
export const exportQuery = z.object({
  format: z.enum(EXPORT_FORMATS, { error: t('dataExport:formatInvalid') }),
});

/** The address the profile's download links open (the session cookie goes with a same-site link). */
export const exportUrl = (format: ExportFormat) => `/api/me/export?format=${format}`;
