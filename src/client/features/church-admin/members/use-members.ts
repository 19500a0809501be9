import type { AdminUserUpdateRequest, ChurchMember } from '@shared/church-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { membersQuery } from '../queries';

export function useMembers() {
  return useQuery(membersQuery);
}

function useRefetchMembers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: membersQuery.queryKey });
}

/**
 * PATCH /api/admin/users/{id}; a blank password is left out, so it stays unchanged. A new e-mail address or
 * password carries the administrator's confirmation code (decision 037).
 */
export function useUpdateMember() {
  const onSuccess = useRefetchMembers();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: AdminUserUpdateRequest }) => {
      const { password, ...rest } = values;
      return apiRequest<ChurchMember>(
        'PATCH',
        `/api/admin/users/${id}`,
        password ? { ...rest, password } : rest,
      );
    },
    onSuccess,
  });
}

/** DELETE /api/admin/users/{id}: takes the person out of the church; their account and history stay. */
export function useRemoveMember() {
  const onSuccess = useRefetchMembers();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/admin/users/${id}`),
    onSuccess,
  });
}
