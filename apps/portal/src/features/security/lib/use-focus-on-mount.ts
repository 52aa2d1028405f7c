import { useEffect, useRef } from 'react';

/**
 * Moves the keyboard (and a screen reader) to an element when it appears, when `enabled`: each step of
 * the screen replaces the previous one, whose focused button is gone. Headings get tabIndex -1 for it.
 */
export function useFocusOnMount<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
    // Only on mount: a later render must not pull the focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
