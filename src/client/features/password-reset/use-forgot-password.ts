import type { ForgotPasswordRequest, ForgotPasswordResponse } from '@shared/password-reset';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../components/ui/use-toast';
import { apiRequest } from '../../lib/api';

export type AccountKind = 'user' | 'church';

const FAILED = 'Failed to send reset email. Please try again.';

/** Success toasts and shows "Email Sent"; success false and exceptions toast their own titles. */
export function useForgotPassword(onSent: (kind: AccountKind, message: string) => void) {
  return useMutation({
    mutationFn: ({ kind, email }: ForgotPasswordRequest & { kind: AccountKind }) =>
      apiRequest<ForgotPasswordResponse>('POST', `/api/forgot-password/${kind}`, { email }),
    onSuccess: (result, { kind }) => {
      if (!result.success) {
        toast({ variant: 'destructive', title: 'Error', description: result.message || FAILED });
        return;
      }
      toast({ title: 'Reset email sent', description: 'Check your email for password reset instructions.' });
      onSent(kind, result.message);
    },
    onError: () => {
      toast({ variant: 'destructive', title: 'Something went wrong', description: FAILED });
    },
  });
}
