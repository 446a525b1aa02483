import { useSyncExternalStore } from 'react';

/** A minimal external store: enough for the product's shared flags without another dependency. */
export function createStore<S extends object>(initial: S) {
  let state = initial;
  const listeners = new Set<() => void>();
  const store = {
    get: () => state,
    set(patch: Partial<S> | ((s: S) => Partial<S>)) {
      const next = typeof patch === 'function' ? patch(state) : patch;
      state = { ...state, ...next };
      listeners.forEach((l) => l());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    use<T>(selector: (s: S) => T): T {
      return useSyncExternalStore(
        store.subscribe,
        () => selector(state),
        () => selector(state),
      );
    },
  };
  return store;
}
