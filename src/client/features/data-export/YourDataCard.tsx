import { exportUrl } from '@shared/data-export';
import { Download, FileArchive, FileJson } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardTitle } from '../../components/ui/card';
import { DownloadLink } from '../../components/ui/download-link';

/**
 * The profile's "Your data" card (issue 15): everything Lampstand holds about the person, as one JSON
 * file or a zip of CSV files. Download links, not fetches: the browser streams the file to disk however
 * long the history (decision 032).
 */
export function YourDataCard() {
  const { t } = useTranslation('dataExport');
  const title = useId();
  const links = [
    { format: 'json' as const, icon: FileJson, label: t('json'), hint: t('jsonHint') },
    { format: 'csv' as const, icon: FileArchive, label: t('csv'), hint: t('csvHint') },
  ];
  return (
    <Card role="region" aria-labelledby={title}>
      <CardTitle
        id={title}
        icon={<Download aria-hidden="true" className="h-5 w-5 text-primary" />}
        title={t('title')}
        description={t('description')}
      />
      <CardContent>
        <ul className="grid gap-4 sm:grid-cols-2">
          {links.map(({ format, icon: Icon, label, hint }) => (
            <li key={format} className="space-y-2">
              <DownloadLink
                href={exportUrl(format)}
                icon={<Icon aria-hidden="true" className="h-4 w-4" />}
                className="w-full"
              >
                {label}
              </DownloadLink>
              <p className="text-sm text-muted">{hint}</p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
