import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface ContentPageProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  width?: 'prose' | 'wide';
}

/** A text page of the public site: a banded heading and readable columns (max ~70 characters a line). */
export function ContentPage({ title, lead, children, width = 'prose' }: ContentPageProps) {
  return (
    <>
      <div className="border-b border-border bg-gradient-to-b from-primary-soft to-surface px-4 py-10 sm:py-14">
        <div className={cn('mx-auto', width === 'prose' ? 'max-w-3xl' : 'max-w-6xl')}>
          <h1 className="text-3xl font-extrabold tracking-tight text-foreground sm:text-4xl">{title}</h1>
          {lead && <div className="mt-3 max-w-2xl text-lg text-muted">{lead}</div>}
        </div>
      </div>
      <div className="px-4 py-10 sm:py-14">
        <div className={cn('mx-auto', width === 'prose' ? 'max-w-3xl' : 'max-w-6xl')}>{children}</div>
      </div>
    </>
  );
}

/** Body copy of a policy or story: spacing and list styles that the Tailwind reset removes. */
export const proseClasses =
  'space-y-4 leading-7 text-body [&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-foreground ' +
  '[&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-foreground [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 ' +
  '[&_strong]:font-semibold [&_strong]:text-foreground';
