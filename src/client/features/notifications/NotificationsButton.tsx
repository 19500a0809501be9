import { Award, Bell, BookCheck, Church, Flame, Goal, Library, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../components/ui/button';
import { PopoverContent, PopoverRoot, PopoverTrigger } from '../../components/ui/popover';
import { cn } from '../../lib/cn';
import { timeAgo } from '../../lib/dates';
import { useMarkAllRead, useNotifications } from './use-notifications';

const kindIcon = {
  streak: Flame,
  badge: Award,
  'church-milestone': Church,
  'book-finished': BookCheck,
  'testament-finished': Library,
  'bible-finished': Trophy,
  'goal-milestone': Goal,
} as const;

const when = (createdAt: string) => timeAgo(createdAt);

/** The header's bell: unread count on the button, the person's milestones in a panel. */
export function NotificationsButton() {
  const { t } = useTranslation('notifications');
  const { data, isError } = useNotifications();
  const markAll = useMarkAllRead();
  const unread = data?.unread ?? 0;
  return (
    <PopoverRoot>
      <PopoverTrigger
        className={buttonClasses('ghost', 'icon', 'relative')}
        aria-label={unread > 0 ? t('labelUnread', { unread }) : t('label')}
      >
        <Bell aria-hidden="true" className="h-5 w-5" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[0.65rem] leading-none font-bold text-destructive-foreground"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </PopoverTrigger>
      <PopoverContent className="w-80 p-0" aria-label={t('title')}>
        <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
          <h2 className="font-semibold">{t('title')}</h2>
          <Button
            variant="link"
            size="sm"
            className="text-sm"
            disabled={unread === 0 || markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            {t('markAll')}
          </Button>
        </div>
        {isError ? (
          <p className="px-4 py-3 text-muted">{t('loadFailed')}</p>
        ) : !data || data.items.length === 0 ? (
          <p className="px-4 py-3 text-muted">{data ? t('empty') : t('loading')}</p>
        ) : (
          <ul
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the list scrolls and holds no control: keyboard users need to reach it (WCAG 2.1.1)
            tabIndex={0}
            aria-label={t('milestones')}
            className="max-h-80 divide-y divide-border overflow-y-auto"
          >
            {data.items.map((item) => {
              const Icon = kindIcon[item.kind];
              return (
                <li key={item.id} className={cn('flex gap-3 px-4 py-3', !item.read && 'bg-primary-soft')}>
                  <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
                  <div className="min-w-0">
                    <p className={cn('break-words', !item.read && 'font-semibold')}>
                      {!item.read && <span className="sr-only">{t('new')}</span>}
                      {item.message}
                    </p>
                    <p className="text-xs text-muted">{when(item.createdAt)}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </PopoverContent>
    </PopoverRoot>
  );
}
