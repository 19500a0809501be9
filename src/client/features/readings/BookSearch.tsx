import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/ui/field';

interface BookSearchProps {
  /** The id of the book list this field narrows. */
  listId: string;
  value: string;
  onChange: (query: string) => void;
  /** The field got the focus: the caller may start loading what the search needs. */
  onFocus: () => void;
  /** Enter picks the first book found (and never submits the reading form around the picker). */
  onPickFirst: () => void;
  /** How many books the search found, told to screen readers; null while nothing is typed. */
  found: number | null;
}

/**
 * The book list's search field: a prefix or an abbreviation ("Ps", "1 Cor", "1co", "Jn") narrows the list.
 * It is the one tab stop for the books: Enter picks the first book found, the Up and Down arrows move
 * into the list (onto the chosen book, or the first), where arrows go on choosing, as in any radio group.
 */
export function BookSearch({ listId, value, onChange, onFocus, onPickFirst, found }: BookSearchProps) {
  const { t } = useTranslation('readings');
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onPickFirst();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const radios = document
        .getElementById(listId)
        ?.querySelectorAll<HTMLInputElement>('input[type="radio"]');
      const target = [...(radios ?? [])].find((radio) => radio.checked) ?? radios?.[0];
      if (!target) return;
      event.preventDefault();
      target.focus();
    }
  };
  return (
    <div>
      <TextField
        label={t('findBook')}
        type="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('findBookPlaceholder')}
        hint={t('findBookHint')}
        aria-controls={listId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
        onKeyDown={onKeyDown}
      />
      <p role="status" className="sr-only">
        {found === null ? '' : t('booksFound', { count: found })}
      </p>
    </div>
  );
}
