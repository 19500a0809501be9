import { useEffect } from 'react';

/** Each page names itself in the tab and for screen readers (WCAG 2.4.2). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} | Lampstand` : 'Lampstand';
  }, [title]);
}
