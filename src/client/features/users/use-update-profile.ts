import type { ProfileUpdateRequest, User } from '@shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, replaceStoredToken } from '../../lib/api';
import { isAccountData, ME_KEY } from '../../lib/query-client';

interface ProfileUpdateResult {
  user: User;
  token?: string;
}

/**
 * PATCH /api/profile; a new token means the session was rotated, so the current user is fetched again.
 * The church, name sharing, the boards setting and the time zone change what other reads answer
 * (statistics, leaderboards, the church's figures): every other cached read is stale.
 */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: ProfileUpdateRequest) =>
      apiRequest<ProfileUpdateResult>('PATCH', '/api/profile', values),
    onSuccess: async ({ user, token }) => {
      client.setQueryData(ME_KEY, user);
      void client.invalidateQueries({ predicate: isAccountData });
      if (token) {
        replaceStoredToken(token);
        await client.invalidateQueries({ queryKey: ME_KEY });
      }
    },
  });
}
