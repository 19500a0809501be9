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

// The theme's tokens (styles.css), so that the chart follows light and dark mode: primary for chapters,
// secondary for prayer minutes. SVG presentation attributes take CSS variables.
const CHAPTERS = 'var(--color-primary)';
const MINUTES = 'var(--color-secondary)';
const TICK = { fontSize: 12, fill: 'var(--color-muted)' };
const TOOLTIP = {
  background: 'var(--color-surface)',
  borderColor: 'var(--color-border)',
  color: 'var(--color-foreground)',
};

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
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
          <XAxis dataKey="label" tick={TICK} minTickGap={12} />
          <YAxis yAxisId="chapters" allowDecimals={false} tick={TICK} />
          <YAxis yAxisId="minutes" orientation="right" allowDecimals={false} tick={TICK} />
          <Tooltip contentStyle={TOOLTIP} cursor={{ fill: 'var(--color-subtle)' }} />
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
            dot={{ r: 3, fill: 'var(--color-surface)' }}
            type="monotone"
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
