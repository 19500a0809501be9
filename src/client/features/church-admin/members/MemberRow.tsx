import type { ChurchMember } from '@shared/church-admin';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EditMemberDialog } from './EditMemberDialog';

/** The question asked before a member is removed, word for word as the product fixes it. */
const DELETE_USER_CONFIRMATION = 'Are you sure you want to delete this user? This action cannot be undone.';

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
  const [editing, setEditing] = useState(false);
  const who = member.anonymous ? 'anonymous member' : member.name;
  const email = member.anonymous ? null : member.email;
  // No button that can only fail: an unlocked member who is not the administrator changes nobody
  // (knowing the church password gives no power over another account), and nobody removes themselves or
  // an administrator.
  const removable = viewerIsAdmin && !isYou && !member.isChurchAdmin;
  const editable = viewerIsAdmin && email !== null;
  return (
    <tr className="align-top">
      <td className="py-3 pr-3">
        <span className={member.anonymous ? 'italic text-muted' : 'font-medium'}>{member.name}</span>
        {isYou && <span className="text-muted"> (you)</span>}
        {member.isChurchAdmin && (
          <span className="ml-2 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-indigo-900">
            Administrator
          </span>
        )}
        <span className="mt-1 block break-all text-sm text-muted sm:hidden">{email ?? 'Email hidden'}</span>
      </td>
      <td className="hidden py-3 pr-3 break-all sm:table-cell">
        {email ?? <span className="text-muted">Email hidden</span>}
      </td>
      <td className="py-2 text-right whitespace-nowrap">
        {editable && (
          <Button variant="ghost" size="icon" aria-label={`Edit ${who}`} onClick={() => setEditing(true)}>
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
                aria-label={`Delete ${who}`}
                disabled={removing}
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
              </Button>
            }
            title="Delete User"
            description={DELETE_USER_CONFIRMATION}
            confirmLabel="Delete"
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
