import { useEffect, useState, type RefObject } from 'react';

/** Whether content of a sideways-scrolling box is hidden beyond its start or its end edge. */
export interface HorizontalOverflow {
  start: boolean;
  end: boolean;
}

const NONE: HorizontalOverflow = { start: false, end: false };

/**
 * Watches a box that scrolls sideways (its size, its content's size, its scroll position) and
 * answers which of its edges hide content, for the cue that says so. In a right-to-left page the
 * start is the right edge, and `scrollLeft` runs from 0 down to negative values.
 */
export function useHorizontalOverflow(ref: RefObject<HTMLElement | null>): HorizontalOverflow {
  const [overflow, setOverflow] = useState(NONE);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => {
      const room = box.scrollWidth - box.clientWidth;
      const scrolled = Math.abs(box.scrollLeft);
      // A pixel of rounding (zoom, fractional widths) is not content out of sight.
      const next = { start: room > 1 && scrolled > 1, end: room > 1 && scrolled < room - 1 };
      setOverflow((last) => (last.start === next.start && last.end === next.end ? last : next));
    };
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    // The box changes size with the window; its content with the rows, columns and language.
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    for (const child of Array.from(box.children)) observer.observe(child);
    return () => {
      box.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [ref]);
  return overflow;
}
