import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Which ends of a sideways-scrolling strip hide items, kept current on scroll and resize. */
export function useScrollCues(ref: RefObject<HTMLElement | null>) {
  const [cues, setCues] = useState({ hasMoreBefore: false, hasMoreAfter: false });
  const update = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    // One pixel of slack: zoomed layouts round scroll positions.
    const hasMoreBefore = element.scrollLeft > 1;
    const hasMoreAfter = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setCues((current) =>
      current.hasMoreBefore === hasMoreBefore && current.hasMoreAfter === hasMoreAfter
        ? current
        : { hasMoreBefore, hasMoreAfter },
    );
  }, [ref]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [ref, update]);

  const scrollBy = useCallback(
    (direction: 1 | -1) => {
      const element = ref.current;
      element?.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: 'smooth' });
    },
    [ref],
  );
  return { ...cues, scrollBy };
}
