import type { ReactNode } from 'react';
import { Card, CardContent, CardFooter, CardHeader } from './card';

interface PageCardProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  width?: 'md' | 'lg';
}

/** A centred card that is the whole page (sign-in, registration, recovery): its title is the page's h1. */
export function PageCard({ title, description, icon, children, footer, width = 'md' }: PageCardProps) {
  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <Card className={width === 'md' ? 'w-full max-w-md' : 'w-full max-w-2xl'}>
        <CardHeader className="text-center">
          {icon && (
            <div className="mx-auto mb-2 flex h-12 w-12 items-center justify-center rounded-full bg-primary-soft text-primary">
              {icon}
            </div>
          )}
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {description && <p className="text-sm text-muted">{description}</p>}
        </CardHeader>
        <CardContent>{children}</CardContent>
        {footer && <CardFooter className="items-center text-center">{footer}</CardFooter>}
      </Card>
    </div>
  );
}
