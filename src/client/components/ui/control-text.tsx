import type { ReactNode } from 'react';

/**
 * The label and the line under it beside a checkbox or a switch (`id` is the control's): the label names
 * the control, the line describes it (the control points to it with aria-describedby=`${id}-description`).
 */
export function ControlText({
  id,
  label,
  description,
}: {
  id: string;
  label: ReactNode;
  description?: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium leading-5 text-foreground">
        {label}
      </label>
      {description && (
        <p id={`${id}-description`} className="text-sm text-muted">
          {description}
        </p>
      )}
    </div>
  );
}
