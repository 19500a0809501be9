import { yearOf } from '@shared/dates';
import { PartyPopper, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { formatCount } from '../../components/ui/stat-card';
import { inYearEndWindow } from './report-years';
import { ShareCardDialog } from './ShareCardDialog';
import { hasFigures, useAnnualReport } from './use-annual-report';

interface YearEndCardProps {
  /** Today in the person's time zone, 'YYYY-MM-DD'. */
  today: string;
  onOpenReports: () => void;
}

/** January 1-15 only: the previous year's figures, when the person logged something that year. */
export function YearEndCard({ today, onOpenReports }: YearEndCardProps) {
  const { t } = useTranslation('annualReports');
  const show = inYearEndWindow(today);
  const year = yearOf(today) - 1;
  const { data } = useAnnualReport('user', year, show);
  const [sharing, setSharing] = useState(false);
  if (!show || !data || !hasFigures(data)) return null;
  return (
    <Card className="flex flex-col gap-4 border-warning-soft-border bg-warning-soft p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <PartyPopper aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-warning" />
        <div>
          <h2 className="text-lg font-semibold text-warning-soft-foreground">{t('cardTitle', { year })}</h2>
          <p className="text-sm text-warning-soft-foreground">
            {t('cardText', {
              year,
              chapters: formatCount(data.chaptersRead),
              minutes: formatCount(data.prayerMinutes),
            })}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button variant="outline" onClick={onOpenReports}>
          {t('cardButton', { year })}
        </Button>
        <Button variant="outline" className="gap-2" onClick={() => setSharing(true)}>
          <Share2 aria-hidden="true" className="h-4 w-4" />
          {t('card.share')}
        </Button>
      </div>
      <ShareCardDialog scope="user" year={year} open={sharing} onOpenChange={setSharing} />
    </Card>
  );
}
