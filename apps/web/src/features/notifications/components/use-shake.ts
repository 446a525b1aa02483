import { useState } from 'react';

/**
 * docs/product.md §4: the bell shakes when the number of notifications changes. Returns a key
 * that changes with each change (not on the first load), to restart the CSS animation.
 */
export function useShakeKey(count: number | undefined): number {
  const [seen, setSeen] = useState(count);
  const [key, setKey] = useState(0);
  if (count !== seen) {
    // Adjusting state while rendering, React's pattern for "when a value changes".
    setSeen(count);
    if (seen !== undefined && count !== undefined) setKey(key + 1);
  }
  return key;
}
