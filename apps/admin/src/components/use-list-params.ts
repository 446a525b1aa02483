import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type ListParams = {
  skip: number;
  take: number;
  sort?: string;
  order: 'asc' | 'desc';
  /** Every other query-string key: the list's filters. */
  filters: Record<string, string>;
};

const RESERVED = new Set(['skip', 'take', 'sort', 'order']);

/**
 * A list's paging, sort and filters, kept in the URL so a filtered page can be reloaded,
 * bookmarked and sent to a colleague. `query()` is what the API takes.
 */
export function useListParams(defaults: { take?: number; sort?: string } = {}) {
  const [search, setSearch] = useSearchParams();
  const { take: defaultTake, sort: defaultSort } = defaults;
  const params = useMemo<ListParams>(() => {
    const filters: Record<string, string> = {};
    for (const [k, v] of search) if (!RESERVED.has(k) && v !== '') filters[k] = v;
    return {
      skip: Math.max(0, Number(search.get('skip') ?? 0) || 0),
      take: Math.min(100, Math.max(1, Number(search.get('take') ?? defaultTake ?? 25) || 25)),
      sort: search.get('sort') ?? defaultSort,
      order: search.get('order') === 'asc' ? 'asc' : 'desc',
      filters,
    };
  }, [search, defaultTake, defaultSort]);

  const update = useCallback(
    (patch: Partial<Omit<ListParams, 'filters'>> & { filters?: Record<string, string | undefined> }) => {
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            if (k === 'filters') continue;
            if (v === undefined) next.delete(k);
            else next.set(k, String(v));
          }
          if (patch.filters) {
            for (const [k, v] of Object.entries(patch.filters)) {
              if (v === undefined || v === '') next.delete(k);
              else next.set(k, v);
            }
            // A new filter starts from the first page.
            if (!('skip' in patch)) next.delete('skip');
          }
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );

  const query = useMemo(
    () => ({
      skip: params.skip,
      take: params.take,
      sort: params.sort,
      order: params.order,
      ...params.filters,
    }),
    [params],
  );
  return { params, update, query };
}
