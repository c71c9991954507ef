import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element comes within `margin` of the screen, and from then on. The profile's reviews load
 * then, not with the page: the Comments card is far below the first screen, and its request (and the
 * schema that checks it) would otherwise compete with what the visitor sees first.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
