import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `onEnter` when the returned element is in (or near) view: the infinite-scroll sentinel.
 * The observer is re-created whenever `enabled` turns on again (after each page), so a sentinel
 * still on screen asks for the next page too. Without IntersectionObserver nothing happens and
 * the Load more button remains.
 */
export function useInView<T extends Element>(onEnter: () => void, enabled: boolean, rootMargin = '600px') {
  const ref = useRef<T>(null);
  const enter = useEffectEvent(onEnter);
  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) enter();
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [enabled, rootMargin]);
  return ref;
}
