import { LIVE_FILTERS } from '@lalebet/shared/casino-constants';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

export type LiveFilterId = (typeof LIVE_FILTERS)[number]['id'];

/** The URL parameters of a category page: what a shared link or Back restores. */
export const LOBBY_PARAMS = {
  search: 'search',
  provider: 'provider',
  liveType: 'type',
  favorites: 'favorites',
} as const;
type LobbyParam = (typeof LOBBY_PARAMS)[keyof typeof LOBBY_PARAMS];

export type LobbyFilters = {
  search: string;
  providerId: number | undefined;
  liveFilter: LiveFilterId;
  favorites: boolean;
};

const parseProvider = (raw: string | null) => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};
const parseLiveFilter = (raw: string | null): LiveFilterId =>
  LIVE_FILTERS.find((f) => f.id === raw)?.id ?? 'all';

/**
 * The lobby's filters live in the URL (`?search=&provider=&type=&favorites=1`). Read and written
 * with useLocation/useNavigate rather than useSearchParams, which would add its code to the entry
 * chunk (react-router sits there) and so to the home route's budget.
 */
export function useLobbyFilters() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const filters: LobbyFilters = {
    search: (params.get(LOBBY_PARAMS.search) ?? '').trim(),
    providerId: parseProvider(params.get(LOBBY_PARAMS.provider)),
    liveFilter: parseLiveFilter(params.get(LOBBY_PARAMS.liveType)),
    favorites: params.get(LOBBY_PARAMS.favorites) === '1',
  };

  /** Sets (an empty value removes) the given parameters; the history entry is replaced. */
  const update = useCallback(
    (patch: Partial<Record<LobbyParam, string | null>>) => {
      const next = new URLSearchParams(search);
      for (const [name, value] of Object.entries(patch)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      const query = next.toString();
      void navigate({ search: query ? `?${query}` : '' }, { replace: true, preventScrollReset: true });
    },
    [search, navigate],
  );
  const setParam = useCallback(
    (name: LobbyParam, value: string | null) => update({ [name]: value }),
    [update],
  );
  const clearAll = useCallback(
    () => update(Object.fromEntries(Object.values(LOBBY_PARAMS).map((name) => [name, null]))),
    [update],
  );

  return { filters, setParam, clearAll };
}
