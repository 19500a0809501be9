import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '../components/ui/use-toast';
import { ApiError, serverMessageOf } from './api';

/**
 * Puts a 400's field errors ({ field: [messages] }) on the form's own fields.
 * Returns true when at least one field got a message, so callers can skip a redundant banner.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || !error.body?.errors) return false;
  let applied = false;
  for (const [field, messages] of Object.entries(error.body.errors)) {
    const name = fields.find((f) => f === field);
    const message = messages?.[0];
    if (name && message) {
      setError(name, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}

/** A 400's first message for one field (`errors[field][0]`), for fields that are not a form's own. */
export function serverFieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError && error.status === 400 ? error.body?.errors?.[field]?.[0] : undefined;
}

/** A failed request told in a toast: the server's message, or `fallback` when it sent none. */
export function failureToast(error: unknown, title: string, fallback: string) {
  toast({ variant: 'destructive', title, description: serverMessageOf(error) ?? fallback });
}

/** A failed submit: the field errors on their fields, and the failure in a toast (failureToast). */
export function showFormFailure<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  title: string,
  fallback: string,
) {
  applyServerErrors(error, setError, fields);
  failureToast(error, title, fallback);
}
