import type { Game, GamesPage } from '@lalebet/shared/casino';
import type { ReactNode } from 'react';
import { renderRoute, setupI18nFor } from '@/test/render';
import { logIn as logInAs } from '@/test/session';

export { bodiesFor, mockApi } from '@/test/mock-api';

/** Translations of the casino namespace (with common) in the given language. */
export const setupI18n = (lng: 'tr' | 'en' = 'en') => setupI18nFor('casino', lng);

/** Renders `ui` at `path` (query string included) inside a router and a fresh query client. */
export const renderAt = (ui: ReactNode, path = '/casino/slot') =>
  renderRoute(ui, { path, routePath: '/casino/:slug', elsewhere: ui });

/** A logged-in player with the given favourite games. */
export const logIn = (userFavoriteList: string[] = []) => logInAs({ userFavoriteList });

/** A catalogue game as casino/games sends it. */
export const game = (n: number, patch: Partial<Game> = {}): Game => ({
  gameCode: `g${n}`,
  name: `Game ${n}`,
  providerName: 'Lale Studios',
  mainProviderId: 3,
  productId: 0,
  system: '',
  launcher: 'hub88',
  imageUrl: `/media/games/g${n}.svg`,
  categories: ['slot'],
  isLive: false,
  liveType: null,
  isNew: false,
  isPopular: false,
  ...patch,
});

/** Answers casino/games like the server: `total` games, paged by skip and take. */
export const catalogue =
  (total: number, patch: Partial<Game> = {}) =>
  (body: Record<string, unknown>): { data: GamesPage } => {
    const skip = Number(body.skip ?? 0);
    const take = Number(body.take ?? 48);
    const items = Array.from({ length: Math.max(0, Math.min(take, total - skip)) }, (_, i) =>
      game(skip + i + 1, patch),
    );
    return { data: { items, total } };
  };
