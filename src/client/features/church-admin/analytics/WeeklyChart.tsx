import type { ChurchAnalytics } from '@shared/church-admin';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { weekLabel } from './week-label';

// Theme colours (styles.css): primary indigo for chapters, secondary teal for prayer minutes.
const CHAPTERS = '#4f46e5';
const MINUTES = '#0f766e';

/**
 * The weekly chart (Recharts, loaded with this module only). It is a picture for sighted readers: hidden
 * from assistive technology, which reads the same figures in WeeklyTable.
 */
export function WeeklyChart({ weekly }: { weekly: ChurchAnalytics['weekly'] }) {
  const { t } = useTranslation('churchAdmin');
  const data = weekly.map((week) => ({ ...week, label: weekLabel(week.weekStart) }));
  return (
    <div aria-hidden="true" data-testid="weekly-chart" className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          data={data}
          margin={{ top: 8, right: 4, bottom: 0, left: -12 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#cbd5e1" />
          <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#475569' }} minTickGap={12} />
          <YAxis yAxisId="chapters" allowDecimals={false} tick={{ fontSize: 12, fill: '#475569' }} />
          <YAxis
            yAxisId="minutes"
            orientation="right"
            allowDecimals={false}
            tick={{ fontSize: 12, fill: '#475569' }}
          />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          <Bar
            yAxisId="chapters"
            dataKey="chapters"
            name={t('analytics.chaptersRead')}
            fill={CHAPTERS}
            radius={[3, 3, 0, 0]}
          />
          <Line
            yAxisId="minutes"
            dataKey="prayerMinutes"
            name={t('analytics.prayerMinutes')}
            stroke={MINUTES}
            strokeWidth={2}
            dot={{ r: 3 }}
            type="monotone"
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
