import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const tones = {
  green: 'bg-success-soft text-success-soft-foreground',
  amber: 'bg-warning-soft text-warning-soft-foreground',
  red: 'bg-destructive-soft text-destructive-soft-foreground',
} as const;

/** A small rounded label beside a row's text ("Answered", "Waiting to sync"). */
export function Tag({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', tones[tone])}>{children}</span>;
}
