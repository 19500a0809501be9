import { HANDOVER_DAYS } from '@shared/church-handover';
import { UserCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { SelectField } from '../../components/ui/field';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { serverMessageOf } from '../../lib/api';
import { formatDate } from '../../lib/dates';
import { serverFieldError } from '../../lib/form-errors';
import { PendingOffer } from './PendingOffer';
import { useChurchMembers, useHandover, useOfferHandover } from './use-handover';

/** The confirmation of an offer, which needs the code e-mailed to the administrator making it (decision 037). */
interface HandoverConfirmation {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The server's refusal of the code, for the code's field. */
  codeError?: string;
  onConfirm: (confirmationCode: string) => void;
}

interface HandoverCardProps {
  church: { name: string };
  currentUserId: number;
  /** The dialog asking for the code: Church Admin's, handed in by the app layer. */
  confirmation: (dialog: HandoverConfirmation) => ReactNode;
}

/**
 * Church Admin, Settings (administrator): offer the administration to a member, see the pending offer,
 * withdraw it. The member accepts from the e-mailed link (/accept-administration).
 */
export function HandoverCard({ church, currentUserId, confirmation }: HandoverCardProps) {
  const { t } = useTranslation(['churchHandover', 'common']);
  const handover = useHandover();
  const members = useChurchMembers();
  const offer = useOfferHandover();
  const [chosen, setChosen] = useState('');
  const [confirming, setConfirming] = useState(false);
  const others = (members.data ?? []).filter((m) => m.id !== currentUserId);
  // A member who keeps their name private comes as the English "Anonymous member": shown in the reader's language.
  const shown = (m: { name: string; anonymous: boolean }) =>
    m.anonymous ? t('common:anonymousMember') : m.name;
  const picked = others.find((m) => String(m.id) === chosen);
  const chosenName = picked ? shown(picked) : '';

  const onConfirm = (confirmationCode: string) =>
    offer.mutate(
      { userId: Number(chosen), confirmationCode },
      {
        onSuccess: ({ offer: sent }) => {
          setConfirming(false);
          setChosen('');
          toast({
            title: t('sentTitle'),
            description: t('sentDescription', { name: sent ? shown(sent) : chosenName }),
          });
        },
        onError: (error) => {
          // A wrong code is told on its field, and the dialog stays for another try.
          if (serverFieldError(error, 'confirmationCode')) return;
          setConfirming(false);
          toast({
            variant: 'destructive',
            title: t('offerFailed'),
            description: serverMessageOf(error) ?? t('common:tryAgain'),
          });
        },
      },
    );

  const failed = handover.error ?? members.error;
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <UserCheck aria-hidden="true" className="h-5 w-5 text-primary" />
          {t('title')}
        </h2>
        <CardDescription>{t('description', { church: church.name })}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {failed ? (
          <Alert variant="destructive">
            {t('loadFailed', { reason: serverMessageOf(failed) ?? t('common:tryAgain') })}
          </Alert>
        ) : !handover.data || !members.data ? (
          <Skeleton className="h-10 w-full" />
        ) : (
          <>
            {handover.data.offer && (
              <PendingOffer
                name={shown(handover.data.offer)}
                until={formatDate(handover.data.offer.expiresAt, 'long')}
              />
            )}
            {others.length === 0 ? (
              <p className="text-sm text-muted">{t('noMembers')}</p>
            ) : (
              <form
                className="flex flex-col gap-3 sm:flex-row sm:items-end"
                onSubmit={(event) => {
                  event.preventDefault();
                  if (chosen) setConfirming(true);
                }}
              >
                <SelectField
                  label={t('memberLabel')}
                  className="sm:flex-1"
                  value={chosen}
                  onChange={(event) => setChosen(event.target.value)}
                >
                  <option value="">{t('memberPlaceholder')}</option>
                  {others.map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.anonymous ? shown(m) : `${m.name} (${m.email})`}
                    </option>
                  ))}
                </SelectField>
                <Button type="submit" disabled={!chosen || offer.isPending}>
                  {offer.isPending ? t('offering') : t('offer')}
                </Button>
              </form>
            )}
            {confirmation({
              open: confirming,
              onOpenChange: (open) => {
                setConfirming(open);
                if (!open) offer.reset();
              },
              title: t('confirmTitle'),
              description: t('confirmBody', { name: chosenName, days: HANDOVER_DAYS, church: church.name }),
              confirmLabel: t('offer'),
              pendingLabel: t('offering'),
              pending: offer.isPending,
              codeError: serverFieldError(offer.error, 'confirmationCode'),
              onConfirm,
            })}
          </>
        )}
      </CardContent>
    </Card>
  );
}
