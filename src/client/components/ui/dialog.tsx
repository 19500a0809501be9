import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export const DialogRoot = Dialog.Root;

export const overlayClasses = 'fixed inset-0 z-50 bg-overlay';
export const panelClasses =
  'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 ' +
  '-translate-y-1/2 overflow-y-auto rounded-xl border border-border bg-surface p-6 text-foreground shadow-xl';

/** The × in a panel's top right corner (dialogs, the tutorial's steps). */
export const closeButtonClasses =
  'absolute top-3 right-3 rounded-md p-1.5 text-muted hover:bg-subtle hover:text-foreground';

interface DialogContentProps {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A modal panel: titled (its h2), focus kept inside, Escape or the close button dismisses it. */
export function DialogContent({ title, description, children, className }: DialogContentProps) {
  const { t } = useTranslation('common');
  // Without a description Radix must be told so, or it points aria-describedby at nothing.
  const describedBy = description ? {} : { 'aria-describedby': undefined };
  return (
    <Dialog.Portal>
      <Dialog.Overlay className={overlayClasses} />
      <Dialog.Content className={cn(panelClasses, className)} {...describedBy}>
        <Dialog.Title className="pr-8 text-lg font-semibold">{title}</Dialog.Title>
        {description && (
          <Dialog.Description className="mt-1 text-sm text-muted">{description}</Dialog.Description>
        )}
        <div className="mt-4">{children}</div>
        <Dialog.Close aria-label={t('close')} className={closeButtonClasses}>
          <X aria-hidden="true" className="h-5 w-5" />
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
