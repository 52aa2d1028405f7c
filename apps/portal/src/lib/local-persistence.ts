import type { StoreApi } from 'zustand';

/**
 * Keeps part of a zustand store in localStorage under `key`, in zustand's own persist format
 * (`{"state": …, "version": 0}`), so sessions stored by earlier versions keep working and other tabs read
 * the same thing. Written by hand instead of zustand's persist middleware because the sign-in screen
 * carries it: the middleware is a kilobyte of the first download, this a tenth of it. Reads once at
 * once (synchronously, as the middleware does with localStorage) and on `rehydrate()`; writes on every change.
 */
export function persistInLocalStorage<State extends object>(
  store: StoreApi<State>,
  key: string,
  partialize: (state: State) => Partial<State>,
): { rehydrate: () => void } {
  const storage = (): Storage | null => {
    try {
      return window.localStorage;
    } catch {
      return null;
    }
  };
  const rehydrate = () => {
    const raw = storage()?.getItem(key);
    if (!raw) return;
    try {
      const stored = (JSON.parse(raw) as { state?: Partial<State> }).state;
      if (stored && typeof stored === 'object') store.setState(stored);
    } catch {
      // Not ours (or damaged): the store keeps what it holds, and the next change writes over it.
    }
  };
  rehydrate();
  store.subscribe((state) => {
    try {
      storage()?.setItem(key, JSON.stringify({ state: partialize(state), version: 0 }));
    } catch {
      // Storage full or switched off: the session holds for this tab only.
    }
  });
  return { rehydrate };
}
