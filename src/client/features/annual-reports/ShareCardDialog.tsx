import {
  CARD_SIZES,
  type CardItem,
  type CardSize,
  CHURCH_CARD_ITEMS,
  USER_CARD_ITEMS,
} from '@shared/annual-reports';
import { Download, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../components/ui/button';
import { CheckChoice, ChoiceGroup, RadioChoice } from '../../components/ui/choice-inputs';
import { DialogContent, DialogRoot } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { serverMessageOf } from '../../lib/api';
import { type CardScope, useYearCard } from './use-year-card';

interface ShareCardDialogProps {
  scope: CardScope;
  year: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The church's name, for the title of the church's card. */
  churchName?: string;
}

/**
 * "Share your year": choose the size and what the card shows, see the image the server draws, download
 * it, or hand it to the device's share sheet where the browser can share files (Web Share API).
 */
export function ShareCardDialog({ scope, year, open, onOpenChange, churchName }: ShareCardDialogProps) {
  const { t } = useTranslation('annualReports');
  const items: readonly CardItem[] = scope === 'user' ? USER_CARD_ITEMS : CHURCH_CARD_ITEMS;
  const [size, setSize] = useState<CardSize>('square');
  const [show, setShow] = useState<readonly CardItem[]>(items);
  const [shareFailed, setShareFailed] = useState(false);
  const fileName = t('card.fileName', { year, size });
  const card = useYearCard({ scope, year, size, show, fileName }, open);
  const toggle = (item: CardItem, on: boolean) =>
    setShow(items.filter((i) => (i === item ? on : show.includes(i))));
  const title =
    scope === 'user'
      ? t('card.dialogTitle', { year })
      : t('card.dialogChurchTitle', { church: churchName ?? '', year });
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={title}
        description={scope === 'user' ? t('card.dialogDescription') : t('card.dialogChurchDescription')}
        className="max-w-3xl"
      >
        <div className="grid gap-5 sm:grid-cols-[minmax(0,14rem)_1fr]">
          <div className="space-y-4">
            <ChoiceGroup legend={t('card.size')} className="grid grid-cols-2 gap-2 sm:grid-cols-1">
              {(Object.keys(CARD_SIZES) as CardSize[]).map((value) => (
                <RadioChoice
                  key={value}
                  name="card-size"
                  value={value}
                  checked={size === value}
                  onChange={() => setSize(value)}
                  label={t(`card.${value}`)}
                />
              ))}
            </ChoiceGroup>
            <ChoiceGroup
              legend={t('card.show')}
              className="grid grid-cols-2 gap-2 sm:grid-cols-1"
              error={show.length === 0 ? t('card.showNothing') : undefined}
            >
              {items.map((item) => (
                <CheckChoice
                  key={item}
                  checked={show.includes(item)}
                  onChange={(e) => toggle(item, e.target.checked)}
                  label={t(`card.items.${item}`)}
                />
              ))}
            </ChoiceGroup>
          </div>
          <div className="flex flex-col items-center gap-3">
            <div className="relative flex min-h-40 w-full items-center justify-center rounded-lg bg-subtle p-2">
              {card.data && (
                <img
                  src={card.data.dataUrl}
                  alt={t('card.previewAlt', { year })}
                  className={
                    size === 'square' ? 'w-full max-w-sm rounded-md' : 'max-h-[60vh] w-auto rounded-md'
                  }
                />
              )}
              {card.isFetching && (
                <Spinner label={t('card.loading')} className="absolute inset-0 rounded-lg bg-surface/60" />
              )}
              {card.isError && !card.isFetching && (
                <p role="alert" className="text-sm text-muted">
                  {serverMessageOf(card.error) ?? t('card.failed')}
                </p>
              )}
            </div>
            {card.data && !card.isFetching && show.length > 0 && (
              <div className="flex w-full flex-wrap justify-center gap-2">
                <a
                  href={card.data.dataUrl}
                  download={fileName}
                  className={buttonClasses('primary', 'md', 'gap-2')}
                >
                  <Download aria-hidden="true" className="h-4 w-4" />
                  {t('card.download')}
                </a>
                {card.data.shareable && (
                  <Button
                    variant="outline"
                    className="gap-2"
                    onClick={async () =>
                      setShareFailed(!(await card.data?.share(t('card.shareTitle', { year }))))
                    }
                  >
                    <Share2 aria-hidden="true" className="h-4 w-4" />
                    {t('card.shareButton')}
                  </Button>
                )}
              </div>
            )}
            {shareFailed && (
              <p role="alert" className="text-sm text-muted">
                {t('card.shareFailed')}
              </p>
            )}
          </div>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
