import { t } from '@shared/i18n';
import { z } from 'zod';

/*
 * The "confirm password" field of the forms where a person types a new password twice (reset by e-mail,
 * choosing their own after a temporary one): the same field, rule and messages in both.
 */
export const confirmPassword = z.string().min(1, t('common:confirmNewPassword'));

/** `.refine(...matchesConfirmation('password'))`: the confirmation repeats the named field. */
export function matchesConfirmation<K extends string>(field: K) {
  const check = (v: Record<K | 'confirmPassword', string>) => v[field] === v.confirmPassword;
  return [check, { message: t('common:passwordsDiffer'), path: ['confirmPassword'] }] as [
    typeof check,
    { message: string; path: string[] },
  ];
}
