import { Users } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { serverMessageOf } from '../../../lib/api';
import { MemberRow } from './MemberRow';
import { useMembers, useRemoveMember } from './use-members';

/** Church Members tab: names and e-mails; the administrator also edits members and removes them from the church. */
export function MembersTab({
  currentUserId,
  isChurchAdmin,
}: {
  currentUserId: number;
  isChurchAdmin: boolean;
}) {
  const { t } = useTranslation(['churchAdmin', 'common']);
  const members = useMembers();
  const remove = useRemoveMember();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const onRemove = (id: number, name: string) =>
    remove.mutate(id, {
      onSuccess: () => {
        toast({
          title: t('members.deletedTitle'),
          description: t('members.deletedDescription', { name }),
        });
        // The removed row's buttons are gone: keep the keyboard in this tab.
        headingRef.current?.focus();
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('members.deleteFailed'),
          description: serverMessageOf(error) ?? t('common:tryAgain'),
        }),
    });

  return (
    <Card>
      <CardHeader>
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="flex items-center gap-2 text-lg font-semibold outline-none"
        >
          <Users aria-hidden="true" className="h-5 w-5 text-primary" />
          {t('members.title')}
          {members.data && (
            <span className="font-normal text-muted">
              {t('members.count', { count: members.data.length })}
            </span>
          )}
        </h2>
        <CardDescription>{t('members.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {members.isError ? (
          <Alert variant="destructive">
            {t('members.loadFailed', { reason: serverMessageOf(members.error) ?? t('common:tryAgain') })}
          </Alert>
        ) : !members.data ? (
          <div className="space-y-3">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
            <span className="sr-only">{t('members.loading')}</span>
          </div>
        ) : members.data.length === 0 ? (
          <p className="text-sm text-muted">{t('members.empty')}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('members.caption')}</caption>
            <thead className="border-b border-border text-muted">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('members.name')}
                </th>
                <th scope="col" className="hidden py-2 pr-3 font-medium sm:table-cell">
                  {t('members.email')}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  <span className="sr-only">{t('members.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {members.data.map((member) => (
                <MemberRow
                  key={member.id}
                  member={member}
                  isYou={member.id === currentUserId}
                  viewerIsAdmin={isChurchAdmin}
                  removing={remove.isPending && remove.variables === member.id}
                  onRemove={() =>
                    onRemove(member.id, member.anonymous ? t('members.theMember') : member.name)
                  }
                />
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
