import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type ButtonVariant =
  | 'primary'
  | 'secondary'
  | 'outline'
  | 'outline-inverse'
  | 'ghost'
  | 'destructive'
  | 'link';
export type ButtonSize = 'nav' | 'sm' | 'md' | 'lg' | 'touch' | 'icon';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-foreground hover:bg-primary-hover shadow-sm',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary-hover shadow-sm',
  outline: 'border border-border bg-surface text-foreground hover:bg-subtle',
  // On the panels that are dark in both modes (the landing page's church section).
  'outline-inverse': 'border border-indigo-300 bg-transparent text-white hover:bg-indigo-900',
  ghost: 'text-foreground hover:bg-subtle',
  destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive-hover shadow-sm',
  link: 'text-primary underline-offset-4 hover:underline px-0',
};

const sizes: Record<ButtonSize, string> = {
  nav: 'h-9 gap-1 px-2 text-sm sm:gap-2 sm:px-3',
  sm: 'h-9 gap-2 px-3 text-sm',
  md: 'h-10 gap-2 px-4 text-sm',
  lg: 'h-12 gap-2 px-6 text-base',
  /** 44 px high, a thumb's target, with room for its text in half a phone's width. */
  touch: 'h-11 gap-2 px-3 text-sm',
  icon: 'h-10 w-10',
};

/** Shared by <Button> and links that look like buttons; `extra` must not repeat a property the variant or size sets. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string) {
  return cn(
    'inline-flex items-center justify-center whitespace-nowrap rounded-md font-medium transition-colors',
    'disabled:pointer-events-none disabled:opacity-60',
    variants[variant],
    variant === 'link' ? 'h-auto gap-2' : sizes[size],
    extra,
  );
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
