import { LIVE_FILTERS } from '@lalebet/shared/casino-constants';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type LiveFilterId = (typeof LIVE_FILTERS)[number]['id'];

/** The URL parameters of a category page: what a shared link or Back restores. */
export const LOBBY_PARAMS = {
  search: 'search',
  provider: 'provider',
  liveType: 'type',
  favorites: 'favorites',
} as const;

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

/** The lobby's filters live in the URL (`?search=&provider=&type=&favorites=1`). */
export function useLobbyFilters() {
  const [params, setParams] = useSearchParams();
  const filters: LobbyFilters = {
    search: (params.get(LOBBY_PARAMS.search) ?? '').trim(),
    providerId: parseProvider(params.get(LOBBY_PARAMS.provider)),
    liveFilter: parseLiveFilter(params.get(LOBBY_PARAMS.liveType)),
    favorites: params.get(LOBBY_PARAMS.favorites) === '1',
  };

  /** Sets (or, for an empty value, removes) one parameter; the history entry is replaced. */
  const setParam = useCallback(
    (name: (typeof LOBBY_PARAMS)[keyof typeof LOBBY_PARAMS], value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  return { filters, setParam };
}
