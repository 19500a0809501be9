import { BookOpen, Clock } from 'lucide-react';
import { formatCount } from './stat-card';

interface TotalsListProps {
  chapters: number;
  minutes: number;
  labels: { chapters: string; minutes: string };
  /** The look is the caller's: a dialog's small figures and a page's large ones share only the structure. */
  classes: { list: string; term: string; icon: string; value: string };
}

/** Chapters read and minutes prayed as a definition list, each term with its icon. */
export function TotalsList({ chapters, minutes, labels, classes }: TotalsListProps) {
  const figures = [
    { icon: BookOpen, label: labels.chapters, value: chapters },
    { icon: Clock, label: labels.minutes, value: minutes },
  ];
  return (
    <dl className={classes.list}>
      {figures.map(({ icon: Icon, label, value }) => (
        <div key={label}>
          <dt className={classes.term}>
            <Icon aria-hidden="true" className={classes.icon} />
            {label}
          </dt>
          <dd className={classes.value}>{formatCount(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
