import type { ChurchMember } from '@shared/church-admin';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EditMemberDialog } from './EditMemberDialog';

interface MemberRowProps {
  member: ChurchMember;
  isYou: boolean;
  /** Whether the viewer is the church administrator: only they may change or remove anybody. */
  viewerIsAdmin: boolean;
  removing: boolean;
  onRemove: () => void;
}

/** One member: name and e-mail only; anonymous members show neither and cannot be edited. */
export function MemberRow({ member, isYou, viewerIsAdmin, removing, onRemove }: MemberRowProps) {
  const { t } = useTranslation(['churchAdmin', 'common']);
  const [editing, setEditing] = useState(false);
  const who = member.anonymous ? t('members.anonymous') : member.name;
  const email = member.anonymous ? null : member.email;
  // No button that can only fail: an unlocked member who is not the administrator changes nobody
  // (knowing the church password gives no power over another account), and nobody removes themselves or
  // an administrator.
  const removable = viewerIsAdmin && !isYou && !member.isChurchAdmin;
  const editable = viewerIsAdmin && email !== null;
  return (
    <tr className="align-top">
      <td className="py-3 pr-3">
        {/* An anonymous member's name comes in English: shown in the reader's language (decision 035). */}
        <span className={member.anonymous ? 'italic text-muted' : 'font-medium'}>
          {member.anonymous ? t('common:anonymousMember') : member.name}
        </span>
        {isYou && <span className="text-muted">{t('members.you')}</span>}
        {member.isChurchAdmin && (
          <span className="ml-2 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-primary-soft-foreground">
            {t('members.administrator')}
          </span>
        )}
        <span className="mt-1 block break-all text-sm text-muted sm:hidden">
          {email ?? t('members.emailHidden')}
        </span>
      </td>
      <td className="hidden py-3 pr-3 break-all sm:table-cell">
        {email ?? <span className="text-muted">{t('members.emailHidden')}</span>}
      </td>
      <td className="py-2 text-right whitespace-nowrap">
        {editable && (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('members.edit', { who })}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden="true" className="h-4 w-4" />
          </Button>
        )}
        {removable && (
          <ConfirmDialog
            trigger={
              <Button
                variant="ghost"
                size="icon"
                className="text-muted hover:text-destructive"
                aria-label={t('members.delete', { who })}
                disabled={removing}
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
              </Button>
            }
            title={t('members.deleteTitle')}
            description={t('members.deleteConfirm')}
            confirmLabel={t('members.deleteButton')}
            onConfirm={onRemove}
          />
        )}
        {/* Keeps the edit buttons in one column when a row cannot be removed. */}
        {viewerIsAdmin && !removable && <span aria-hidden="true" className="inline-block w-10" />}
        {editable && email !== null && (
          <EditMemberDialog member={{ ...member, email }} open={editing} onOpenChange={setEditing} />
        )}
      </td>
    </tr>
  );
}
