import type {
  AccountDeletionRequest,
  AccountDeletionResponse,
  DeletionLinkResponse,
} from '@shared/account-deletion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { apiRequest, clearStoredToken } from '../../lib/api';
import { signOutLocally } from '../../lib/query-client';

/** Where a deleted account's person lands: the confirmation, with the date of final removal. */
const ACCOUNT_DELETED_PATH = '/account-deleted';

/**
 * DELETE /api/me with the password typed again or the e-mailed link's token. On success the server has
 * ended every session: the page forgets the person (and any entries this device kept for them) and shows
 * the confirmation.
 */
export function useDeleteAccount(userId: number) {
  const client = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    // A wrong password or link answers 400, not 401: the session is still good until the deletion succeeds.
    mutationFn: (proof: AccountDeletionRequest) =>
      apiRequest<AccountDeletionResponse>('DELETE', '/api/me', proof, { signOutOn401: false }),
    onSuccess: async ({ removalDate }) => {
      clearStoredToken();
      navigate(`${ACCOUNT_DELETED_PATH}?until=${encodeURIComponent(removalDate)}`, { replace: true });
      signOutLocally(client);
      try {
        const { clearUser } = await import('../../lib/sync-queue/queue');
        await clearUser(userId);
      } catch {
        // No IndexedDB: nothing was kept on this device.
      }
    },
  });
}

/** POST /api/me/deletion-link: the server mails the person a link to /delete-account. */
export function useDeletionLink() {
  return useMutation({
    mutationFn: () => apiRequest<DeletionLinkResponse>('POST', '/api/me/deletion-link'),
  });
}
