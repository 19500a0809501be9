import type { User } from '@shared/users';
import { ArrowLeft, GraduationCap, Pencil, Sparkles } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { TextLink } from '../../components/ui/text-link';
import { useAuth } from '../../lib/auth';
import { showFirstRunOverlay } from '../../lib/first-run';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AppearanceCard } from './AppearanceCard';
import { LanguageCard } from './LanguageCard';
import { ProfileEditForm } from './ProfileForm';
import { churchLabel } from './use-churches';

/**
 * `children`: the cards other features add to the profile (client/app composes them); `last`: the one
 * that ends the page, after appearance (the danger zone).
 */
export function ProfilePage({ children, last }: { children?: ReactNode; last?: ReactNode }) {
  const { t } = useTranslation(['users', 'common']);
  useDocumentTitle(t('profileTitle'));
  const { user } = useAuth();
  const [editing, setEditing] = useState(false);
  if (!user) return null;
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:py-12">
      <TextLink href="/" className="inline-flex items-center gap-1 text-sm">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('common:backToDashboard')}
      </TextLink>
      <h1 className="text-3xl font-bold tracking-tight">{t('profileTitle')}</h1>
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">{editing ? t('editProfile') : t('yourProfile')}</h2>
          <CardDescription>{editing ? t('editDescription') : t('detailsDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          {editing ? (
            <ProfileEditForm user={user} onDone={() => setEditing(false)} />
          ) : (
            <ProfileDetails user={user} onEdit={() => setEditing(true)} />
          )}
        </CardContent>
      </Card>
      {children}
      <LanguageCard />
      <AppearanceCard />
      {last}
    </div>
  );
}

function ProfileDetails({ user, onEdit }: { user: User; onEdit: () => void }) {
  const { t } = useTranslation(['users', 'common']);
  const rows: [string, string][] = [
    [t('common:name'), user.name],
    [t('common:email'), user.email],
    [t('church'), user.church ? churchLabel(user.church) : t('noChurch')],
  ];
  if (user.church) {
    rows.push([t('nameSharing'), user.shareNameWithChurch ? t('nameShared') : t('nameHidden')]);
    rows.push([t('boards'), user.hideFromBoards ? t('boardsHidden') : t('boardsShown')]);
  }
  rows.push([t('timeZone'), user.timeZone.replaceAll('_', ' ')]);
  rows.push([t('restDay'), user.restDay ? t('restDayOn') : t('restDayOff')]);
  return (
    <div className="space-y-6">
      <dl className="divide-y divide-border">
        {rows.map(([term, value]) => (
          <div key={term} className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
            <dt className="text-sm font-medium text-muted">{term}</dt>
            <dd className="break-words text-sm sm:col-span-2">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button onClick={onEdit}>
          <Pencil aria-hidden="true" className="h-4 w-4" />
          {t('editProfile')}
        </Button>
        <Button variant="outline" onClick={() => showFirstRunOverlay('welcome')}>
          <Sparkles aria-hidden="true" className="h-4 w-4" />
          {t('viewWelcome')}
        </Button>
        <Button variant="outline" onClick={() => showFirstRunOverlay('tutorial')}>
          <GraduationCap aria-hidden="true" className="h-4 w-4" />
          {t('restartTutorial')}
        </Button>
      </div>
    </div>
  );
}
