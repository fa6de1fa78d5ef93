import { useEffect, useRef, useState, type ReactNode } from 'react';

interface WhenVisibleProps {
  children: ReactNode;
  /** Reserves the space until the content comes, so nothing below it moves. */
  minHeight: number;
}

/**
 * Renders `children` once the place they go to nears the screen (within 300 px): a panel below
 * the fold loads its code when the reader scrolls towards it, not with the page. Where the
 * browser cannot tell (no IntersectionObserver), at once.
 */
export function WhenVisible({ children, minHeight }: WhenVisibleProps) {
  const place = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = place.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  return visible ? children : <div ref={place} style={{ minHeight }} aria-hidden="true" />;
}
