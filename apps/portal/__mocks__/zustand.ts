import type * as Zustand from 'zustand';
import { vi } from 'vitest';

/**
 * Zustand for the portal's unit tests (testing/setup-tests.ts mocks 'zustand' with this file, as
 * Zustand's testing guide does): every store is the real one, and remembers its initial state so that
 * each test starts from it. Test files share a worker's modules (vitest.config.ts: isolate false), so a
 * store would otherwise carry one file's state into the next.
 */
export * from 'zustand';

const actual = await vi.importActual<typeof Zustand>('zustand');

/** Puts every store created so far back to its initial state (called before each test). */
export const storeResetFns = new Set<() => void>();

function remembered<T>(store: Zustand.StoreApi<T>): void {
  const initialState = store.getInitialState();
  storeResetFns.add(() => store.setState(initialState, true));
}

const createUncurried = <T>(stateCreator: Zustand.StateCreator<T>) => {
  const store = actual.create(stateCreator);
  remembered(store);
  return store;
};

export const create = (<T>(stateCreator?: Zustand.StateCreator<T>) =>
  typeof stateCreator === 'function'
    ? createUncurried(stateCreator)
    : createUncurried) as typeof Zustand.create;

const createStoreUncurried = <T>(stateCreator: Zustand.StateCreator<T>) => {
  const store = actual.createStore(stateCreator);
  remembered(store);
  return store;
};

export const createStore = (<T>(stateCreator?: Zustand.StateCreator<T>) =>
  typeof stateCreator === 'function'
    ? createStoreUncurried(stateCreator)
    : createStoreUncurried) as typeof Zustand.createStore;
