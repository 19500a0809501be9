/** Downloading one's own data from the profile (issue 15), English catalogue. */
export const dataExport = {
  title: 'Your data',
  description:
    'Download everything Lampstand holds about you: your profile, church membership, readings, prayers and their notes, prayer requests, plans, notifications and reminder settings.',
  json: 'Download as JSON',
  jsonHint: 'One file, for keeping or for another program.',
  csv: 'Download as CSV (zip)',
  csvHint: 'A zip of spreadsheet files, one per kind of entry.',
  formatInvalid: 'Choose a format: json or csv',
} as const;
