import type { ReactNode } from 'react';
import { buttonClasses } from './button';

/**
 * A link that looks like an outline button and downloads what it points at: the browser saves the file
 * under the name the server gives (Content-Disposition) and shows its own progress, and a same-site link
 * carries the session cookie.
 */
export function DownloadLink({
  href,
  icon,
  children,
  className,
}: {
  href: string;
  /** A decorative icon before the label. */
  icon: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <a href={href} download className={buttonClasses('outline', 'md', className)}>
      {icon}
      {children}
    </a>
  );
}
