import { bookByNumber } from '@shared/bible';
import { addDays } from '@shared/dates';
import { buildCustomPlan, type CustomPlanRequest } from '@shared/plans/custom';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates';
import { passageText } from '../../lib/passage-text';

const FIRST_DAYS = 7;

/** The schedule a made plan will have, from the same function the server saves it with. */
export function PlanPreview({ request }: { request: CustomPlanRequest | undefined }) {
  const { t } = useTranslation(['plans', 'bible']);
  const built = request ? buildCustomPlan(request) : undefined;
  return (
    <section
      aria-labelledby="plan-preview"
      aria-live="polite"
      className="space-y-2 rounded-xl border border-border bg-surface p-4"
    >
      <h3 id="plan-preview" className="font-semibold">
        {t('make.preview')}
      </h3>
      {!request || !built ? (
        <p className="text-sm text-muted">{t('make.previewEmpty')}</p>
      ) : !built.ok ? (
        <p className="text-sm font-medium text-destructive">{built.message}</p>
      ) : (
        <PreviewDays startDate={request.startDate} days={built.days} endDate={built.endDate} />
      )}
    </section>
  );
}

function PreviewDays({
  startDate,
  endDate,
  days,
}: {
  startDate: string;
  endDate: string;
  days: ReadonlyArray<ReadonlyArray<{ book: number; chapter: number }>>;
}) {
  const { t } = useTranslation(['plans', 'bible']);
  const reading = days.flatMap((chapters, i) =>
    chapters.length > 0 ? [{ day: addDays(startDate, i), chapters }] : [],
  );
  const loads = reading.map((d) => d.chapters.length);
  const [min, max] = [Math.min(...loads), Math.max(...loads)];
  const named = (chapters: ReadonlyArray<{ book: number; chapter: number }>) =>
    chapters.map((c) => ({ book: bookByNumber(c.book)?.name ?? '', chapter: c.chapter }));
  return (
    <div className="space-y-2 text-sm">
      <p>
        {t('make.previewSummary', {
          count: reading.length,
          start: formatDate(startDate, 'long'),
          end: formatDate(endDate, 'long'),
        })}{' '}
        {min === max ? t('make.previewLoadSame', { count: min }) : t('make.previewLoad', { min, max })}
      </p>
      <p className="font-medium">{t('make.previewFirstDays')}</p>
      <ul className="space-y-1">
        {reading.slice(0, FIRST_DAYS).map(({ day, chapters }) => (
          <li key={day}>
            <span className="font-medium">{formatDate(day, 'dayOfWeek')}</span>:{' '}
            {passageText((book) => t(book, { ns: 'bible' }), named(chapters))}
          </li>
        ))}
      </ul>
      {reading.length > FIRST_DAYS && (
        <p className="text-muted">{t('make.previewMore', { count: reading.length - FIRST_DAYS })}</p>
      )}
    </div>
  );
}
