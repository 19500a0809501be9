import { Share2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { DialogContent, DialogRoot } from '../../components/ui/dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { TotalsList } from '../../components/ui/totals-list';
import { serverMessageOf } from '../../lib/api';
import { ReportYearSelect } from './ReportYearSelect';
import { reportYears } from './report-years';
import { ShareCardDialog } from './ShareCardDialog';
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
  const [sharing, setSharing] = useState(false);
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('dialogTitle')} description={t('dialogDescription')}>
        <ReportYearSelect years={years} year={year} onChange={setYear} />
        <div className="mt-5 space-y-3">
          <ReportRow scope="user" title={t('you')} year={year}>
            <Button variant="outline" size="sm" className="mt-3 gap-2" onClick={() => setSharing(true)}>
              <Share2 aria-hidden="true" className="h-4 w-4" />
              {t('card.share')}
            </Button>
          </ReportRow>
          {hasChurch && <ReportRow scope="church" title={t('yourChurch')} year={year} />}
          <ReportRow scope="global" title={t('everyone')} year={year} />
        </div>
        {/* Inside the reports' panel: Radix layers the nested dialog over it (focus, Escape, outside clicks). */}
        <ShareCardDialog scope="user" year={year} open={sharing} onOpenChange={setSharing} />
      </DialogContent>
    </DialogRoot>
  );
}

interface ReportRowProps {
  scope: ReportScope;
  title: string;
  year: number;
  children?: ReactNode;
}

function ReportRow({ scope, title, year, children }: ReportRowProps) {
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
      {children}
    </section>
  );
}
