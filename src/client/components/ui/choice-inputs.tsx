import type { ComponentProps, ReactNode } from 'react';

type InputProps = Omit<ComponentProps<'input'>, 'type'>;

/** A native radio or checkbox with its label: large enough to tap, and checked state visible without colour. */
function Choice({ type, label, ...input }: InputProps & { type: 'radio' | 'checkbox'; label: ReactNode }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:checked]:font-medium">
      <input type={type} className="h-4 w-4 shrink-0 accent-[var(--color-primary)]" {...input} />
      <span>{label}</span>
    </label>
  );
}

export const RadioChoice = (props: InputProps & { label: ReactNode }) => <Choice type="radio" {...props} />;
export const CheckChoice = (props: InputProps & { label: ReactNode }) => (
  <Choice type="checkbox" {...props} />
);

/** A group of choices with its legend and the error that belongs to the whole group. */
export function ChoiceGroup({
  legend,
  hint,
  error,
  className,
  children,
}: {
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      {hint && <p className="text-xs text-muted">{hint}</p>}
      <div className={className}>{children}</div>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
