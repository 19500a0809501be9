import type { ChurchAnalytics } from '@shared/church-admin';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../components/ui/stat-card';
import { weekLabel } from './week-label';

/** The chart's figures as a table: what screen readers get instead of the drawing (WCAG 1.1.1). */
export function WeeklyTable({ weekly }: { weekly: ChurchAnalytics['weekly'] }) {
  const { t } = useTranslation('churchAdmin');
  return (
    <table>
      <caption>{t('analytics.tableCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('analytics.weekOf')}</th>
          <th scope="col">{t('analytics.chaptersRead')}</th>
          <th scope="col">{t('analytics.prayerMinutes')}</th>
        </tr>
      </thead>
      <tbody>
        {weekly.map((week) => (
          <tr key={week.weekStart}>
            <th scope="row">{weekLabel(week.weekStart, 'long')}</th>
            <td>{formatCount(week.chapters)}</td>
            <td>{formatCount(week.prayerMinutes)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
