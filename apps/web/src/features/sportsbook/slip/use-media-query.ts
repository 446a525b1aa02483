import { useSyncExternalStore } from 'react';

/** True while `query` matches; without matchMedia (tests, very old browsers) `fallback`. */
export function useMediaQuery(query: string, fallback = true) {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}
