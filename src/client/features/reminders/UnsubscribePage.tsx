import { REMINDER_KINDS, type ReminderKind } from '@shared/reminders';
import { useMutation } from '@tanstack/react-query';
import { LinkIcon, MailCheck, MailX } from 'lucide-react';
import { useSearch } from 'wouter';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageCard } from '../../components/ui/page-card';
import { TextLink } from '../../components/ui/text-link';
import { ApiError, apiRequest } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useReminderTexts } from './texts';

const isKind = (value: string | null): value is ReminderKind =>
  (REMINDER_KINDS as readonly string[]).includes(value ?? '');

/**
 * /unsubscribe?token=…&kind=…, the link in every reminder e-mail: stops that kind of e-mail without
 * signing in. It asks first (a mail scanner that follows links must not unsubscribe anybody; the
 * one-click List-Unsubscribe-Post goes to the server directly).
 */
export function UnsubscribePage() {
  const { t } = useReminderTexts();
  const params = new URLSearchParams(useSearch());
  const token = params.get('token');
  const kind = params.get('kind');
  useDocumentTitle(t('unsubscribe.pageTitle'));
  if (!token || !isKind(kind)) return <BadLink />;
  return <Unsubscribe token={token} kind={kind} />;
}

function Unsubscribe({ token, kind }: { token: string; kind: ReminderKind }) {
  const { t } = useReminderTexts();
  const stop = useMutation({
    mutationFn: () => apiRequest<unknown>('POST', '/api/reminders/unsubscribe', { token, kind }),
  });
  if (stop.isSuccess) {
    return (
      <PageCard
        title={t('unsubscribe.doneTitle')}
        icon={<MailCheck aria-hidden="true" className="h-6 w-6" />}
      >
        <div className="space-y-4 text-center text-sm">
          <p role="status">{t(`unsubscribe.done.${kind}`)}</p>
          <TextLink href="/profile">{t('unsubscribe.toProfile')}</TextLink>
        </div>
      </PageCard>
    );
  }
  // An unknown or used-up token: the link itself is bad, and trying again cannot help.
  if (stop.error instanceof ApiError && (stop.error.status === 404 || stop.error.status === 400)) {
    return <BadLink />;
  }
  return (
    <PageCard
      title={t(`unsubscribe.kinds.${kind}`)}
      description={t('unsubscribe.explain')}
      icon={<MailX aria-hidden="true" className="h-6 w-6" />}
    >
      <div className="space-y-4">
        {stop.isError && <Alert variant="destructive">{t('unsubscribe.failed')}</Alert>}
        <Button className="w-full" onClick={() => stop.mutate()} disabled={stop.isPending}>
          {stop.isPending ? t('unsubscribe.working') : t('unsubscribe.confirm')}
        </Button>
      </div>
    </PageCard>
  );
}

function BadLink() {
  const { t } = useReminderTexts();
  return (
    <PageCard
      title={t('unsubscribe.badLinkTitle')}
      icon={<LinkIcon aria-hidden="true" className="h-6 w-6" />}
    >
      <div className="space-y-4 text-center text-sm">
        <p className="text-muted">{t('unsubscribe.badLink')}</p>
        <TextLink href="/profile">{t('unsubscribe.toProfile')}</TextLink>
      </div>
    </PageCard>
  );
}
