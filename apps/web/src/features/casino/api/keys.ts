import type { GameCategory } from '@lalebet/shared/casino-constants';

/** What a category grid asks casino/games for (the page size and offset are added per page). */
export type GameListFilter = {
  systemCategory: GameCategory;
  live: boolean;
  search?: string;
  providerId?: number;
  liveType?: string;
  /** Only the player's favourites; needs a session. */
  favorites?: boolean;
};

/**
 * Query keys of the casino feature. Game names are not translated, so no key holds the locale;
 * the favourites filter is per player, so its key holds the user code.
 */
export const casinoKeys = {
  all: ['casino'] as const,
  games: ['casino', 'games'] as const,
  gameList: (filter: GameListFilter, usercode: string | null) =>
    ['casino', 'games', 'list', filter, filter.favorites ? usercode : null] as const,
  search: (search: string, live: boolean) => ['casino', 'games', 'search', search, live] as const,
  providers: (category: GameCategory | null) => ['casino', 'providers', category] as const,
  favorites: (usercode: string) => ['casino', 'favorites', usercode] as const,
  /** The origins games are served from (ADR 011), the same for every player. */
  gameOrigins: ['casino', 'game-origins'] as const,
};
