import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * How many of a bar's middle items fit beside its pinned first and last items and a "More"
 * button. Every item stays rendered (the overflowing ones hidden but laid out), so one pass of
 * reads per resize measures them all: no render-measure loop, no reads between writes.
 *
 * The list's children are, in order: the first item, `middleCount` middle items, the More item,
 * the last item. Returns the number of middle items to show; the rest belong in the More menu.
 */
export function useNavOverflow(
  listRef: RefObject<HTMLUListElement | null>,
  middleCount: number,
  /** Changes that alter item widths without resizing anything observed (e.g. the language). */
  remeasureKey: string,
): number {
  const [fitting, setFitting] = useState(middleCount);
  const frame = useRef(0);

  useLayoutEffect(() => {
    const list = listRef.current;
    const bar = list?.parentElement;
    if (!list || !bar) return;

    /** The number of middle items that fit, or null when the bar is not laid out (hidden). */
    const count = (): number | null => {
      const items = Array.from(list.children) as HTMLElement[];
      if (items.length !== middleCount + 3 || bar.clientWidth === 0) return null;
      const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
      const barStyle = getComputedStyle(bar);
      const padding =
        parseFloat(barStyle.paddingInlineStart) + parseFloat(barStyle.paddingInlineEnd);
      // The last item has no gap after it: one spare gap of room.
      const available = bar.clientWidth - (padding || 0) + gap;
      const widths = items.map((item) => item.getBoundingClientRect().width + gap);
      const first = widths[0] ?? 0;
      const last = widths.at(-1) ?? 0;
      const more = widths.at(-2) ?? 0;
      const middle = widths.slice(1, -2);
      const all = first + last + middle.reduce((sum, w) => sum + w, 0);
      let next = middleCount;
      if (all > available) {
        let used = first + last + more;
        next = 0;
        for (const width of middle) {
          if (used + width > available) break;
          used += width;
          next += 1;
        }
      }
      return next;
    };
    const measure = () => {
      const next = count();
      if (next !== null) setFitting(next);
    };

    // No measuring in this effect: a read here would force a layout of the whole page inside
    // React's commit (and a synchronous re-render with it), the home page's longest task on a
    // phone. The observer's first call comes after the browser's own layout, where reading sizes
    // is free; the bar then settles one frame after it first shows, before the page is usable.
    // Observing the items too catches width changes that leave the bar's size alone (a font
    // arriving, a label changing); later callbacks are coalesced to one measure per frame.
    let first = true;
    const observer = new ResizeObserver(() => {
      if (first) {
        first = false;
        measure();
        return;
      }
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(measure);
    });
    observer.observe(bar);
    for (const item of Array.from(list.children)) observer.observe(item);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame.current);
    };
  }, [listRef, middleCount, remeasureKey]);

  return Math.min(fitting, middleCount);
}
