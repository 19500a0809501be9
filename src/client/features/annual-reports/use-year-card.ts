import { type CardItem, type CardSize, cardPath } from '@shared/annual-reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiBlob } from '../../lib/api';

export type CardScope = 'user' | 'church';

interface YearCardChoice {
  scope: CardScope;
  year: number;
  size: CardSize;
  show: readonly CardItem[];
  fileName: string;
}

/** The drawn card: a data: address for the preview and the download link (the page's CSP allows data: images). */
export interface YearCardImage {
  dataUrl: string;
  /** The browser can hand this file to the share sheet (navigator.canShare({ files })). */
  shareable: boolean;
  /** Opens the share sheet: false when sharing failed (a person closing the sheet is not a failure). */
  share: (title: string) => Promise<boolean>;
}

const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });

async function yearCardImage(url: string, fileName: string): Promise<YearCardImage> {
  const blob = await apiBlob(url);
  const file = new File([blob], fileName, { type: 'image/png' });
  const files = [file];
  const shareable = typeof navigator.canShare === 'function' && navigator.canShare({ files });
  return {
    dataUrl: await dataUrlOf(blob),
    shareable,
    share: (title) =>
      navigator.share({ files, title }).then(
        () => true,
        (error: unknown) => error instanceof DOMException && error.name === 'AbortError',
      ),
  };
}

/**
 * The card the server draws for the choice, fetched once per choice while the dialog is open; the
 * previous image stays on screen while the next is drawn.
 */
export function useYearCard(choice: YearCardChoice, enabled: boolean) {
  const url = cardPath(choice.scope, choice.year, choice.size, choice.show);
  return useQuery({
    queryKey: ['year-card', url],
    queryFn: () => yearCardImage(url, choice.fileName),
    enabled: enabled && choice.show.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    gcTime: 60_000,
    retry: false,
  });
}
