import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { dismissToast, useToast } from './use-toast';

/** Shown 5,000 ms, dismissed by a swipe to the right past 50 px. */
export const TOAST_DURATION = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;

export function Toaster() {
  const { t } = useTranslation('common');
  const { toasts } = useToast();
  return (
    <Toast.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD}>
      {toasts.map(({ id, title, description, variant = 'default', open }) => (
        <Toast.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          data-variant={variant}
          className={cn(
            'toast pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            variant === 'destructive'
              ? 'border-destructive-hover bg-destructive text-destructive-foreground'
              : 'border-border bg-surface text-foreground',
          )}
        >
          <div className="grid gap-1">
            {title && <Toast.Title className="text-sm font-semibold">{title}</Toast.Title>}
            {description && (
              <Toast.Description className="text-sm opacity-95">{description}</Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label={t('close')}
            className="absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
