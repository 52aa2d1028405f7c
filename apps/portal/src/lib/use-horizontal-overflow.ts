import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether an element's content is wider than the element (it scrolls sideways), followed as either
 * resizes: a table that scrolls inside itself says so, since a cut column gives no sign of its own.
 */
export function useHorizontalOverflow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // A pixel of slack: widths are rounded.
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [ref, overflows] as const;
}
