import type { ConfirmationCodeSent, ConfirmationPurpose } from '@shared/confirmations';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextFieldProps } from '../../components/ui/field';
import { OneTimeCode } from '../../components/ui/one-time-code';
import { apiRequest, serverMessageOf } from '../../lib/api';

type CodeInputProps = Omit<TextFieldProps, 'label' | 'hint' | 'type' | 'inputMode' | 'autoComplete'>;

interface ConfirmationCodeProps extends CodeInputProps {
  /** What the code confirms: a code confirms only its own purpose. */
  purpose: ConfirmationPurpose;
}

/**
 * A power over another person or over the church (decision 037) is confirmed by a one-time code e-mailed
 * to the acting account's own address (the church's for the church account), asked for here with
 * POST /api/church/confirmation-code. The field's props are a form's (react-hook-form's register, or value
 * and onChange); `error` is the code's message, the server's refusal included.
 */
export function ConfirmationCode({ purpose, className, ...field }: ConfirmationCodeProps) {
  const { t } = useTranslation(['churchAdmin', 'common']);
  // The last code sent stays shown (with its field) while a new one is asked for, or if that fails.
  const [sent, setSent] = useState<ConfirmationCodeSent | null>(null);
  const send = useMutation({
    mutationFn: () => apiRequest<ConfirmationCodeSent>('POST', '/api/church/confirmation-code', { purpose }),
    onSuccess: setSent,
  });
  return (
    <OneTimeCode
      className={className}
      texts={{
        why: t('confirmation.why'),
        send: t('confirmation.send'),
        sending: t('confirmation.sending'),
        resend: t('confirmation.resend'),
        label: t('confirmation.label'),
        hint: t('confirmation.hint'),
      }}
      sentMessage={sent?.message ?? null}
      sending={send.isPending}
      sendError={
        send.isError
          ? t('confirmation.sendFailed', { reason: serverMessageOf(send.error) ?? t('common:tryAgain') })
          : undefined
      }
      onSend={() => send.mutate()}
      field={field}
    />
  );
}
