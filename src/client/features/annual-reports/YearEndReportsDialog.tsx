import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogContent, DialogRoot } from '../../components/ui/dialog';
import { SelectField } from '../../components/ui/field';
import { Skeleton } from '../../components/ui/skeleton';
import { TotalsList } from '../../components/ui/totals-list';
import { serverMessageOf } from '../../lib/api';
import { reportYears } from './report-years';
import { type ReportScope, useAnnualReport } from './use-annual-report';

const FIGURES = {
  list: 'mt-2 grid grid-cols-2 gap-3 text-sm',
  term: 'flex items-center gap-1.5 text-muted',
  icon: 'h-4 w-4',
  value: 'text-xl font-bold',
};

interface YearEndReportsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentYear: number;
  hasChurch: boolean;
}

export function YearEndReportsDialog({
  open,
  onOpenChange,
  currentYear,
  hasChurch,
}: YearEndReportsDialogProps) {
  const { t } = useTranslation(['annualReports', 'common']);
  const years = reportYears(currentYear);
  const [year, setYear] = useState(years[0] as number);
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('dialogTitle')} description={t('dialogDescription')}>
        <SelectField
          label={t('year')}
          value={year}
          onChange={(e) => setYear(Number(e.target.value))}
          className="max-w-40"
        >
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </SelectField>
        <div className="mt-5 space-y-3">
          <ReportRow scope="user" title={t('you')} year={year} />
          {hasChurch && <ReportRow scope="church" title={t('yourChurch')} year={year} />}
          <ReportRow scope="global" title={t('everyone')} year={year} />
        </div>
      </DialogContent>
    </DialogRoot>
  );
}

function ReportRow({ scope, title, year }: { scope: ReportScope; title: string; year: number }) {
  const { t } = useTranslation(['annualReports', 'common']);
  const { data, isError, error } = useAnnualReport(scope, year);
  return (
    <section className="rounded-lg border border-border p-4">
      <h3 className="text-sm font-semibold">{title}</h3>
      {isError ? (
        <p className="mt-2 text-sm text-muted">{serverMessageOf(error) ?? t('loadFailed')}</p>
      ) : !data ? (
        <div className="mt-2 space-y-2">
          <Skeleton className="h-4 w-1/2" />
          <span className="sr-only">{t('common:loading')}</span>
        </div>
      ) : (
        <TotalsList
          chapters={data.chaptersRead}
          minutes={data.prayerMinutes}
          labels={{ chapters: t('chaptersRead'), minutes: t('prayerMinutes') }}
          classes={FIGURES}
        />
      )}
    </section>
  );
}
