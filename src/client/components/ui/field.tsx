import { localise } from '@shared/i18n/localise';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

const controlClasses =
  'block w-full rounded-md border bg-surface px-3 py-2 text-base text-foreground shadow-sm sm:text-sm ' +
  'placeholder:text-muted disabled:opacity-60 aria-[invalid=true]:border-destructive';

interface FieldShellProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (control: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

/**
 * Label, control, hint and error wired together: the error is announced with the control (WCAG 3.3.1).
 * A shared schema's message is English (resolved when its module loaded): it is shown in the page's
 * language (localise.ts, decision 035).
 */
function FieldShell({ label, error: message, hint, className, children }: FieldShellProps) {
  const { i18n } = useTranslation();
  const error = message && localise(message, i18n);
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-foreground">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {(control) => <input {...input} {...control} className={cn(controlClasses, 'border-border')} />}
    </FieldShell>
  );
}

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

export function SelectField({ label, error, hint, className, children, ...select }: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select {...select} {...control} className={cn(controlClasses, 'border-border')}>
          {children}
        </select>
      )}
    </FieldShell>
  );
}

interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

export function TextAreaField({ label, error, hint, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {(control) => <textarea {...textarea} {...control} className={cn(controlClasses, 'border-border')} />}
    </FieldShell>
  );
}
