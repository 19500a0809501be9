import {
  type KeyboardEvent,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

/**
 * Where a key moves the focus in a grid of `count` cells, `columns` to a row (indexes from 0), after
 * the WAI-ARIA grid pattern: arrows by one cell (Left and Right go on across rows, as the chapters are
 * one sequence), Home/End to the ends of the row, Ctrl+Home/End to the first and last cell. `null`:
 * the key does not move (an edge) or is not a movement key.
 */
function gridTarget(key: string, ctrl: boolean, index: number, count: number, columns: number) {
  const rowStart = index - (index % columns);
  const within = (target: number) => (target >= 0 && target < count ? target : null);
  switch (key) {
    case 'ArrowRight':
      return within(index + 1);
    case 'ArrowLeft':
      return within(index - 1);
    case 'ArrowDown':
      return within(index + columns);
    case 'ArrowUp':
      return within(index - columns);
    case 'Home':
      return ctrl ? 0 : rowStart;
    case 'End':
      return ctrl ? count - 1 : Math.min(rowStart + columns, count) - 1;
    default:
      return null;
  }
}

const MOVES = new Set(['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp', 'Home', 'End']);

/**
 * A roving tab stop over the cells of one grid (written here because the libraries that do a 2-D grid,
 * react-aria's useGrid among them, bring a collection model far larger than this: see
 * docs/decisions/016-first-run-feedback.md). Only one cell is tabbable; it follows the focus, and goes
 * back to the first cell when `scope` (the book) changes. Space and Enter activate the focused cell.
 */
export function useGridNavigation(
  scope: string,
  count: number,
  columns: number,
  activate: (i: number) => void,
) {
  const [active, setActive] = useState({ scope, index: 0 });
  const current = active.scope === scope ? Math.min(active.index, count - 1) : 0;
  const cells = useRef(new Map<number, HTMLElement>());

  const onKeyDown = useCallback(
    (index: number, event: KeyboardEvent<HTMLElement>) => {
      if (event.key === ' ' || event.key === 'Enter') {
        event.preventDefault();
        activate(index);
        return;
      }
      if (!MOVES.has(event.key)) return;
      // Arrows would scroll the page too: the grid owns them.
      event.preventDefault();
      const target = gridTarget(event.key, event.ctrlKey || event.metaKey, index, count, columns);
      if (target === null) return;
      setActive({ scope, index: target });
      cells.current.get(target)?.focus();
    },
    [activate, count, columns, scope],
  );

  const cellProps = (index: number) => ({
    ref: (element: HTMLElement | null) => {
      if (element) cells.current.set(index, element);
      else cells.current.delete(index);
    },
    tabIndex: index === current ? 0 : -1,
    onFocus: () => setActive({ scope, index }),
    onClick: () => {
      setActive({ scope, index });
      activate(index);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => onKeyDown(index, event),
  });
  return { cellProps };
}

const WIDE = '(min-width: 40.0625rem)';
const subscribeWide = (changed: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};
const isWide = () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE).matches;

/** A chapter cell is at least 44 px square (a thumb's target), with 4 px between cells. */
const CELL_PX = 44;
const GAP_PX = 4;
const MOST_COLUMNS = 10;

/** How many 44 px cells fit in a row `width` px wide: at most 10, at least 1. */
export const fittingColumns = (width: number) =>
  Math.max(1, Math.min(MOST_COLUMNS, Math.floor((width + GAP_PX) / (CELL_PX + GAP_PX))));

/**
 * Chapters to a row: as many 44 px cells as the grid's width holds, up to 10 (the spec's 10 on wide
 * screens; its 8 on small ones would make cells narrower than a thumb, so a phone gets 6 or 7). Measured
 * by a ResizeObserver, before the browser paints and again whenever the width changes; where nothing is laid out (a test's
 * DOM), the spec's 8 or 10 by the `sm` breakpoint.
 */
export function useGridColumns() {
  const ref = useRef<HTMLDivElement>(null);
  const wide = useSyncExternalStore(subscribeWide, isWide, () => false);
  const [measured, setMeasured] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const width = element.clientWidth;
      setMeasured(width > 0 ? fittingColumns(width) : null);
    };
    // The observer's first report comes after layout and before the paint: measuring here as well would
    // force a layout of the page in the middle of the dashboard's first commit.
    if (typeof ResizeObserver !== 'function') return measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, columns: measured ?? (wide ? 10 : 8) };
}
