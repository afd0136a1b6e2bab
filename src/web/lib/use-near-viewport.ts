import { useCallback, useState, type RefCallback } from 'react';

/**
 * True once the element comes within `margin` of the viewport, and for good after. For
 * heavy parts far down a page (a price chart and its library): a phone that never scrolls
 * there never pays for them while the page loads (issue #10 item 17). True at once where
 * the browser cannot tell (no IntersectionObserver).
 */
export function useNearViewport<T extends Element>(margin = '600px'): [ref: RefCallback<T>, near: boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      const observer = new IntersectionObserver(
        (entries, watching) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          watching.disconnect();
          setNear(true);
        },
        { rootMargin: `${margin} 0px` },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, margin],
  );
  return [ref, near];
}
