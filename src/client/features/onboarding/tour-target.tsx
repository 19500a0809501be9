import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';

/** A card taller than this share of the screen is pointed at by its top band, so the step stays in view. */
const TALL = 0.45;
const TOP_BAND_PX = 96;

/**
 * The element a tutorial step describes (`[data-tour=name]`), brought to the top of the screen when the
 * step shows. The dashboard's code may still be arriving when the tutorial opens: until the element is
 * there, the page is watched for it. Null where the page has none (the tutorial restarted elsewhere).
 */
export function useTourTarget(name: string) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const find = () => {
      const element = document.querySelector<HTMLElement>(`[data-tour="${name}"]`);
      if (!element) return false;
      setTarget(element);
      element.scrollIntoView({ block: 'start' });
      return true;
    };
    setTarget(null);
    if (find()) return;
    const watch = new MutationObserver(() => find() && watch.disconnect());
    watch.observe(document.body, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, [name]);
  return target;
}

/**
 * What the step's panel is placed against: the target (its top band when it is tall), or, with no
 * target, a point near the top of the screen's middle.
 */
export function useTourAnchor(target: HTMLElement | null) {
  return useMemo(
    () => ({
      current: {
        getBoundingClientRect: () => {
          if (!target) return new DOMRect(window.innerWidth / 2, 96, 0, 0);
          const box = target.getBoundingClientRect();
          const tall = box.height > window.innerHeight * TALL;
          return new DOMRect(box.x, box.y, box.width, tall ? Math.min(box.height, TOP_BAND_PX) : box.height);
        },
      },
    }),
    [target],
  );
}

function useLiveRect(target: HTMLElement | null) {
  const [rect, setRect] = useState<DOMRect | null>(null);
  useEffect(() => {
    if (!target) {
      setRect(null);
      return;
    }
    // Follows scrolling, resizing and layout changes for as long as the step shows.
    let frame = 0;
    const measure = () => {
      const next = target.getBoundingClientRect();
      setRect((now) =>
        now && now.x === next.x && now.y === next.y && now.width === next.width && now.height === next.height
          ? now
          : next,
      );
      frame = requestAnimationFrame(measure);
    };
    measure();
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return rect;
}

/** The described card stays bright and outlined while the rest of the page is dimmed. */
export function Spotlight({ target }: { target: HTMLElement | null }) {
  const rect = useLiveRect(target);
  return createPortal(
    rect ? (
      <div
        aria-hidden="true"
        data-testid="tour-spotlight"
        className="pointer-events-none fixed z-[45] rounded-xl ring-4 ring-primary"
        style={{
          top: rect.y - 4,
          left: rect.x - 4,
          width: rect.width + 8,
          height: rect.height + 8,
          boxShadow: '0 0 0 100vmax var(--color-overlay)',
        }}
      />
    ) : (
      <div aria-hidden="true" className="pointer-events-none fixed inset-0 z-[45] bg-overlay" />
    ),
    document.body,
  );
}
