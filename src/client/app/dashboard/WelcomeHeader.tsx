import type { User } from '@shared/users';
import { CalendarDays, Church } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates';

/** Name, church (with city and state) or 'No Church', and today's date in the person's own time zone. */
export function WelcomeHeader({ user, today }: { user: User; today: string }) {
  const { t } = useTranslation('app');
  const church = user.church;
  return (
    <section
      aria-labelledby="welcome-heading"
      className="rounded-2xl bg-gradient-to-r from-indigo-700 to-teal-700 p-4 text-white shadow-md sm:p-8 dark:from-indigo-900 dark:to-teal-900"
    >
      <h1 id="welcome-heading" className="text-xl font-bold tracking-tight break-words sm:text-3xl">
        {t('dashboard.welcome', { name: user.name })}
      </h1>
      <div className="mt-2 flex flex-col gap-1 text-sm text-indigo-50 sm:mt-3 sm:flex-row sm:gap-6 sm:text-base">
        <p className="flex items-center gap-2">
          <Church aria-hidden="true" className="h-4 w-4 shrink-0" />
          {church
            ? t('dashboard.church', { name: church.name, city: church.city, state: church.state })
            : t('dashboard.noChurch')}
        </p>
        <p className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="h-4 w-4 shrink-0" />
          <time dateTime={today}>{formatDate(today, 'weekday')}</time>
        </p>
      </div>
    </section>
  );
}
