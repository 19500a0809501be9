import { cn } from '../../lib/cn';

interface ProgressBarProps {
  /** What the bar measures, its accessible name. */
  label: string;
  /** 0 to 100. */
  percent: number;
  /** How a screen reader says the value ("30 percent"). */
  valueText: string;
  tone?: 'primary' | 'secondary';
  className?: string;
}

/** A horizontal bar filled to `percent`, exposed as a progressbar. */
export function ProgressBar({ label, percent, valueText, tone = 'primary', className }: ProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={cn('h-3 overflow-hidden rounded-full bg-track', className)}
    >
      <div
        className={cn('h-full rounded-full', tone === 'primary' ? 'bg-primary' : 'bg-secondary')}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
