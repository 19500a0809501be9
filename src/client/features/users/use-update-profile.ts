import type { ProfileUpdateRequest, User } from '@shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, replaceStoredToken } from '../../lib/api';
import { ME_KEY } from '../../lib/query-client';

interface ProfileUpdateResult {
  user: User;
  token?: string;
}

/** PATCH /api/profile; a new token means the session was rotated, so the current user is fetched again. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: ProfileUpdateRequest) =>
      apiRequest<ProfileUpdateResult>('PATCH', '/api/profile', values),
    onSuccess: async ({ user, token }) => {
      client.setQueryData(ME_KEY, user);
      if (token) {
        replaceStoredToken(token);
        await client.invalidateQueries({ queryKey: ME_KEY });
      }
    },
  });
}
