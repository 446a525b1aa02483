import { randomUUID } from 'node:crypto';
import type { Launcher } from '@lalebet/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { LaunchResult } from '../../infra/game-provider/adapter.ts';
import { LAUNCH_TIMEOUT_MS } from '../../infra/game-provider/http-adapter.ts';
import { AppError } from '../../lib/app-error.ts';
import { fieldError } from '../../lib/field-error.ts';
import { clock } from '../../lib/clock.ts';
import type { RateLimitStore } from '../../infra/rate-limit/index.ts';
import { ROUTE_LIMITS, enforceRouteLimit } from '../../infra/rate-limit/route-limit.ts';
import { hashToken, newToken } from '../../lib/secrets.ts';
import type { CasinoRuntime } from './casino.plugin.ts';
import { findEnabledGame } from './games.repository.ts';
import { assertPlayAllowed } from '../../core/protection/index.ts';
import { deleteGameSession, findUserCode, insertGameSession } from './launch.repository.ts';

/** The wallet's only currency for now (customer.currency_id 1). */
const CURRENCY = 'TRY';

export type LaunchInput = {
  launcher: Launcher;
  code: string;
  /** EM: must be the game's product id. */
  productId?: number;
  /** SoftGamings: must be the game's system. */
  system?: string;
  platform: 'desktop' | 'mobile';
  language: 'tr' | 'en';
  lobbyUrl?: string;
  /** The origin this request was addressed to (the page that launched); lobby URLs may use it. */
  requestOrigin?: string;
};

type Ctx = { db: Kysely<Database>; casino: CasinoRuntime; log: FastifyBaseLogger; limiter: RateLimitStore };

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`launch timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The provider's "back to lobby" button leads only to this site: the public URL's origin, or
 * the origin the launch request came to (a dev server or a second domain of the same site).
 * Anything else is a field error on `lobbyUrl`, so a crafted launch cannot send players to a
 * look-alike page from a real game.
 */
function assertOwnLobby(ctx: Ctx, input: LaunchInput) {
  if (input.lobbyUrl === undefined) return;
  const own = [originOf(ctx.casino.publicBase()), input.requestOrigin && originOf(input.requestOrigin)];
  const origin = originOf(input.lobbyUrl);
  if (!origin || !own.includes(origin)) throw fieldError('lobbyUrl', 'v.invalid');
}

/**
 * One launch: the game must be enabled and open through this integration; a game session with
 * a fresh token (stored hashed) is bound to customer, game and currency; the adapter turns it
 * into a URL or a snippet. The provider never sees the customer's session token. Launches are
 * counted per customer first: past the limit nothing is stored and the provider is not called.
 */
export async function launchGame(ctx: Ctx, customerId: bigint, input: LaunchInput): Promise<string> {
  await enforceRouteLimit(ctx.limiter, ROUTE_LIMITS.launch, String(customerId));
  // No launch during a time-out, exclusion or after the session-time limit (docs/rules.md R23).
  await assertPlayAllowed(ctx.db, customerId);
  assertOwnLobby(ctx, input);
  const game = await findEnabledGame(ctx.db, input.code);
  if (
    !game ||
    game.launcher !== input.launcher ||
    (input.productId !== undefined && input.productId !== game.product_id) ||
    (input.system !== undefined && input.system !== game.system)
  ) {
    throw new AppError('GAME_NOT_FOUND');
  }
  const adapter = ctx.casino.adapters.get(input.launcher);
  if (!adapter) throw new AppError('GAME_PROVIDER_UNAVAILABLE');

  const { user_code } = await findUserCode(ctx.db, customerId);
  const token = newToken();
  const id = randomUUID();
  const now = clock.now();
  await insertGameSession(ctx.db, {
    id,
    tokenHash: hashToken(token),
    customerId,
    gameId: game.id,
    currency: CURRENCY,
    launcher: input.launcher,
    expiresAt: new Date(now.getTime() + ctx.casino.sessionTtlMinutes * 60_000),
  });

  let result: LaunchResult;
  try {
    result = await withTimeout(
      adapter.launch({
        token,
        user: user_code,
        currency: CURRENCY,
        gameCode: game.game_code,
        productId: game.product_id,
        system: game.system,
        language: input.language,
        platform: input.platform,
        lobbyUrl: input.lobbyUrl ?? `${ctx.casino.publicBase()}/casino/${game.categories[0] ?? 'slot'}`,
      }),
      LAUNCH_TIMEOUT_MS + 1_000,
    );
  } catch (err) {
    ctx.log.warn({ err, launcher: input.launcher, gameCode: game.game_code }, 'casino: launch failed');
    await deleteGameSession(ctx.db, id).catch(() => {});
    throw new AppError('GAME_PROVIDER_UNAVAILABLE');
  }
  return result.kind === 'url' ? result.url : result.html;
}
