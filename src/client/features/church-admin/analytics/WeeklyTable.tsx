import type { ChurchAnalytics } from '@shared/church-admin';
import { formatCount } from '../../../components/ui/stat-card';
import { weekLabel } from './week-label';

/** The chart's figures as a table: what screen readers get instead of the drawing (WCAG 1.1.1). */
export function WeeklyTable({ weekly }: { weekly: ChurchAnalytics['weekly'] }) {
  return (
    <table>
      <caption>Chapters read and prayer minutes per week of the current period</caption>
      <thead>
        <tr>
          <th scope="col">Week of</th>
          <th scope="col">Chapters read</th>
          <th scope="col">Prayer minutes</th>
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
