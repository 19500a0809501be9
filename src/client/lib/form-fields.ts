import { type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';

/** A field's registration and its error message, for `<TextField {...fieldProps(form, 'email')} />`. */
export function fieldProps<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>,
  name: Path<T>,
) {
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  return { ...form.register(name), error: error?.message };
}
