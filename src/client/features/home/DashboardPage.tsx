import { format } from 'date-fns';
import { CalendarDays, Church } from 'lucide-react';
import { useAuth } from '../../lib/auth';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The signed-in home (/ and /dashboard): the welcome header; the tracking cards build on it. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user } = useAuth();
  if (!user) return null;
  const church = user.church;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <section
        aria-labelledby="welcome-heading"
        className="rounded-2xl bg-gradient-to-r from-indigo-700 to-teal-700 p-6 text-white shadow-md sm:p-8"
      >
        <h1 id="welcome-heading" className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
          Welcome, {user.name}
        </h1>
        <div className="mt-3 flex flex-col gap-2 text-sm text-indigo-50 sm:flex-row sm:gap-6 sm:text-base">
          <p className="flex items-center gap-2">
            <Church aria-hidden="true" className="h-4 w-4 shrink-0" />
            {church ? `${church.name} (${church.city}, ${church.state})` : 'No Church'}
          </p>
          <p className="flex items-center gap-2">
            <CalendarDays aria-hidden="true" className="h-4 w-4 shrink-0" />
            <time dateTime={format(new Date(), 'yyyy-MM-dd')}>
              {format(new Date(), 'EEEE, MMMM d, yyyy')}
            </time>
          </p>
        </div>
      </section>
    </div>
  );
}
