import { LAUNCH_PATHS, Platform } from '@lalebet/shared/casino-constants';
import { api } from '@/lib/api-client';
import type { PlayableGame } from '../play/game-link';

export type LaunchContext = { isMobile: boolean; language: 'tr' | 'en'; lobbyUrl: string };

/** The product's exact launch bodies (section 7, Casino table), one per integration. */
export function launchBody(game: PlayableGame, ctx: LaunchContext): Record<string, unknown> {
  switch (game.launcher) {
    case 'dt':
      return { code: game.gameCode };
    case 'em':
      return { code: game.gameCode, productId: game.productId };
    case 'amusnet':
      return { code: game.gameCode, isMobile: ctx.isMobile };
    case 'egt':
    case 'hub88':
      return {
        platform: ctx.isMobile ? Platform.Mobile : Platform.Desktop,
        gameCode: game.gameCode,
        language: ctx.language,
        lobbyUrl: ctx.lobbyUrl,
      };
    case 'softgamings':
      return { system: game.system, pageCode: game.gameCode, isMobile: ctx.isMobile ? 1 : 0 };
  }
}

/** What a launch answers: a URL to frame, or (SoftGamings) an HTML and script snippet. */
export type Launch = { kind: 'url'; url: string; origin: string } | { kind: 'html'; html: string };

/** Anything that does not parse as an absolute http(s) URL is treated as a snippet. */
function toLaunch(game: PlayableGame, data: string): Launch {
  if (game.launcher === 'softgamings') return { kind: 'html', html: data };
  const url = new URL(data, window.location.href);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('Unsupported game URL');
  return { kind: 'url', url: url.href, origin: url.origin };
}

/**
 * POST casino/<launcher>launchurl. Each call creates a fresh single-use game session on the
 * server, so every open and every reload launches again (never cached).
 */
export async function launchGame(game: PlayableGame, ctx: LaunchContext): Promise<Launch> {
  const { data } = await api.post<string>(LAUNCH_PATHS[game.launcher], launchBody(game, ctx));
  return toLaunch(game, data);
}
