import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_PARAMS } from '@/config/search-params';

/**
 * `?bonus=<definition id>` (a promotion's claim link): the offer to mark and scroll to once the
 * list has rendered, so the player lands on the offer they chose.
 */
export function useHighlightedOffer(ready: boolean) {
  const [params] = useSearchParams();
  const id = Number(params.get(SEARCH_PARAMS.bonusOffer)) || null;
  const ref = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (!ready || id === null) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    // 'nearest': an offer already in view stays put instead of pulling the page heading away.
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
  }, [ready, id]);

  return { id, ref };
}
