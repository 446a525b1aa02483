import { useEffect, useState } from 'react';

/**
 * True once the page has loaded and the browser is then idle (or `timeoutMs` after load at the
 * latest). For enhancements that can wait, such as Swiper on a carousel whose first slide is
 * already painted as a plain image: their script then runs after the largest paint instead of
 * competing with it on a phone's main thread.
 */
export function useAfterLoad(timeoutMs = 2000): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        idle = window.requestIdleCallback(() => setReady(true), { timeout: timeoutMs });
      } else timer = setTimeout(() => setReady(true), 1);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, [timeoutMs]);
  return ready;
}
