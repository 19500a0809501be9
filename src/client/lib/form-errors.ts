import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

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
