import { type ReactNode, Suspense, useEffect, useState } from 'react';

/** Renders `children` once the browser is idle after the first paint (falls back to a timeout). */
export function Deferred({ children, timeoutMs = 1500 }: { children: ReactNode; timeoutMs?: number }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(() => setReady(true), 1);
    return () => clearTimeout(id);
  }, [timeoutMs]);
  return ready ? <Suspense fallback={null}>{children}</Suspense> : null;
}
