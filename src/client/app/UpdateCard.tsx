import { RefreshCw, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';

/** The update prompt's card, loaded only when a new version waits (UpdatePrompt). */
export function UpdateCard({ onReload, onClose }: { onReload: () => void; onClose: () => void }) {
  const { t } = useTranslation(['app', 'common']);
  return (
    <div className="pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-lg border border-border bg-surface py-3 pr-2 pl-4 text-sm text-foreground shadow-lg">
      <RefreshCw aria-hidden="true" className="h-5 w-5 shrink-0 text-primary" />
      <p className="flex-1 font-medium">{t('update.ready')}</p>
      <Button size="sm" onClick={onReload}>
        {t('update.reload')}
      </Button>
      <button
        type="button"
        aria-label={t('common:close')}
        onClick={onClose}
        className="flex h-9 w-9 shrink-0 items-center justify-center rounded-md text-muted hover:text-foreground"
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}
