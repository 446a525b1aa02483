import { LAUNCHERS, type Launcher } from '@lalebet/shared';
import {
  type GameProviderAdapter,
  type GameProviderAdapters,
  GameProviderError,
  type LaunchRequest,
  type LaunchResult,
} from './adapter.ts';

/** Launch calls wait this long for the provider; the player sees 503 after it. */
export const LAUNCH_TIMEOUT_MS = 8_000;

/** The launch API paths the game-provider simulator (and a Hub88-style aggregator) serve. */
export const LAUNCH_API = {
  url: '/operator/generic/v2/game/url',
  softgamings: '/softgamings/launch',
} as const;

type Options = {
  launcher: Launcher;
  /** The provider's API base, resolved per call (the simulator's port is known after listen). */
  base: () => string;
  timeoutMs?: number;
};

async function postJson(url: string, body: unknown, timeoutMs: number): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    throw new GameProviderError(`game provider unreachable: ${url}`, { cause: err });
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new GameProviderError(`game provider answered ${res.status}`);
  }
  const json: unknown = await res.json().catch(() => null);
  if (typeof json !== 'object' || json === null)
    throw new GameProviderError('game provider answered no JSON');
  return json as Record<string, unknown>;
}

/**
 * Speaks the simulator's launch API over HTTP: Hub88's game/url call for the URL integrations,
 * a SoftGamings-style call answering an HTML snippet for the sixth.
 */
export function createHttpAdapter({
  launcher,
  base,
  timeoutMs = LAUNCH_TIMEOUT_MS,
}: Options): GameProviderAdapter {
  return {
    launcher,
    async launch(req: LaunchRequest): Promise<LaunchResult> {
      if (launcher === 'softgamings') {
        const json = await postJson(
          `${base()}${LAUNCH_API.softgamings}`,
          {
            user: req.user,
            token: req.token,
            game_code: req.gameCode,
            currency: req.currency,
            lang: req.language,
            system: req.system,
            page_code: req.gameCode,
            is_mobile: req.platform === 'mobile' ? 1 : 0,
          },
          timeoutMs,
        );
        if (typeof json.html !== 'string' || !json.html)
          throw new GameProviderError('no html in launch answer');
        return { kind: 'html', html: json.html };
      }
      const json = await postJson(
        `${base()}${LAUNCH_API.url}`,
        {
          user: req.user,
          token: req.token,
          game_code: req.gameCode,
          currency: req.currency,
          lang: req.language,
          platform: req.platform === 'mobile' ? 'GPL_MOBILE' : 'GPL_DESKTOP',
          lobby_url: req.lobbyUrl,
          launcher,
          product_id: req.productId,
          system: req.system,
        },
        timeoutMs,
      );
      if (typeof json.url !== 'string' || !/^https?:\/\//.test(json.url)) {
        throw new GameProviderError('no url in launch answer');
      }
      return { kind: 'url', url: json.url };
    },
  };
}

/** The six adapters, one per launch integration, all against one base. */
export function createHttpAdapters(base: () => string, timeoutMs?: number): GameProviderAdapters {
  return new Map(LAUNCHERS.map((launcher) => [launcher, createHttpAdapter({ launcher, base, timeoutMs })]));
}
