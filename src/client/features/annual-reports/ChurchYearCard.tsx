import { yearOf } from '@shared/dates';
import { ImageDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { ReportYearSelect } from './ReportYearSelect';
import { reportYears } from './report-years';
import { ShareCardDialog } from './ShareCardDialog';

interface ChurchYearCardProps {
  churchName: string;
  /** Today in the administrator's zone, 'YYYY-MM-DD': the years offered are the report dialog's. */
  today: string;
}

/** The church administrator's way to the church's year card (its figures only, no names). */
export function ChurchYearCard({ churchName, today }: ChurchYearCardProps) {
  const { t } = useTranslation('annualReports');
  const years = reportYears(yearOf(today));
  const [year, setYear] = useState(years[0] as number);
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardHeader>
        <h3 className="flex items-center gap-2 text-base font-semibold">
          <ImageDown aria-hidden="true" className="h-5 w-5 text-primary" />
          {t('card.churchCardTitle')}
        </h3>
        <CardDescription>{t('card.churchCardText')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end gap-3">
        <ReportYearSelect years={years} year={year} onChange={setYear} />
        <Button variant="outline" onClick={() => setOpen(true)}>
          {t('card.shareChurch')}
        </Button>
        <ShareCardDialog
          scope="church"
          year={year}
          churchName={churchName}
          open={open}
          onOpenChange={setOpen}
        />
      </CardContent>
    </Card>
  );
}
