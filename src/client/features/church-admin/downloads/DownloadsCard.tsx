import { CHURCH_MEMBERS_CSV_URL, churchFiguresCsvUrl } from '@shared/church-admin';
import { Download } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardTitle } from '../../../components/ui/card';
import { DownloadLink } from '../../../components/ui/download-link';

/**
 * The administrator's CSV files (decision 032): the member list (opted-out members as 'Anonymous
 * member', without an email) and the church's weekly and annual figures, as download links.
 */
export function DownloadsCard() {
  const { t } = useTranslation('churchAdmin');
  const title = useId();
  const links = [
    { href: CHURCH_MEMBERS_CSV_URL, label: t('downloads.members') },
    { href: churchFiguresCsvUrl('weekly'), label: t('downloads.weekly') },
    { href: churchFiguresCsvUrl('annual'), label: t('downloads.annual') },
  ];
  return (
    <Card role="region" aria-labelledby={title}>
      <CardTitle
        id={title}
        icon={<Download aria-hidden="true" className="h-5 w-5 text-primary" />}
        title={t('downloads.title')}
        description={t('downloads.description')}
      />
      <CardContent>
        <ul className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {links.map(({ href, label }) => (
            <li key={href}>
              <DownloadLink
                href={href}
                icon={<Download aria-hidden="true" className="h-4 w-4" />}
                className="w-full sm:w-auto"
              >
                {label}
              </DownloadLink>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
