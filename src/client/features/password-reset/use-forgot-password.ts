import type { ForgotPasswordRequest, ForgotPasswordResponse } from '@shared/password-reset';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/use-toast';
import { apiRequest } from '../../lib/api';

export type AccountKind = 'user' | 'church';

/** Success toasts and shows "Email Sent"; success false and exceptions toast their own titles. */
export function useForgotPassword(onSent: (kind: AccountKind, message: string) => void) {
  const { t } = useTranslation('passwordReset');
  return useMutation({
    mutationFn: ({ kind, email }: ForgotPasswordRequest & { kind: AccountKind }) =>
      apiRequest<ForgotPasswordResponse>('POST', `/api/forgot-password/${kind}`, { email }),
    onSuccess: (result, { kind }) => {
      if (!result.success) {
        toast({
          variant: 'destructive',
          title: t('errorTitle'),
          description: result.message || t('sendFailed'),
        });
        return;
      }
      toast({ title: t('sentToastTitle'), description: t('sentToastDescription') });
      onSent(kind, result.message);
    },
    onError: () => {
      toast({ variant: 'destructive', title: t('wrongTitle'), description: t('sendFailed') });
    },
  });
}
