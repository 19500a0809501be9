import { Switch as RadixSwitch } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { ControlText } from './control-text';

interface SwitchFieldProps {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

/**
 * An on/off setting that takes effect with its form (role="switch"): the label beside it, and a line
 * that says what it does or why it is disabled. The thumb's position shows the state without colour.
 */
export function SwitchField({ label, description, checked, onCheckedChange, disabled }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <RadixSwitch.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-describedby={description ? `${id}-description` : undefined}
        className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-border-strong bg-track transition-colors disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:border-primary data-[state=checked]:bg-primary"
      >
        <RadixSwitch.Thumb className="block h-4 w-4 translate-x-0.5 rounded-full bg-border-strong shadow-sm transition-transform data-[state=checked]:translate-x-[1.375rem] data-[state=checked]:bg-primary-foreground" />
      </RadixSwitch.Root>
      <ControlText id={id} label={label} description={description} />
    </div>
  );
}
