import type { KeyObject } from 'node:crypto';
import type { CatalogueSyncError } from '@lalebet/shared';
import { z } from 'zod';
import {
  type Hub88Game,
  type Hub88Prepaid,
  type Hub88Product,
  type Hub88Reward,
  type Hub88RewardCreate,
  OPERATOR_API,
  hub88GameSchema,
  hub88PrepaidSchema,
  hub88ProductSchema,
  hub88RewardSchema,
} from '../../lib/hub88/operator-api.ts';
import { HUB88_SIGNATURE_HEADER } from '../../lib/hub88/protocol.ts';
import { signBody } from '../../lib/hub88/signature.ts';

/** game/list answers a few thousand games: give it longer than a launch. */
export const OPERATOR_API_TIMEOUT_MS = 30_000;

export type OperatorApiFailure = Exclude<CatalogueSyncError, 'empty_list' | 'interrupted'>;

/** A call that did not deliver: `kind` is what the run records (429, refused, down, nonsense). */
export class OperatorApiError extends Error {
  readonly kind: OperatorApiFailure;
  constructor(kind: OperatorApiFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'OperatorApiError';
    this.kind = kind;
  }
}

export type OperatorApiClient = {
  listGames(): Promise<Hub88Game[]>;
  listProducts(): Promise<Hub88Product[]>;
  /** Freebets: the supplier's prepaid templates for a game in a currency (once a minute). */
  listPrepaids(gameCode: string, currency: string): Promise<Hub88Prepaid[]>;
  /** Freebets: a single-use reward for one player (docs/decisions/099-free-rounds.md). */
  createReward(reward: Hub88RewardCreate): Promise<Hub88Reward>;
  /** A player's rewards, or the one with our reference. */
  listRewards(filter: { user?: string; operator_reference?: string }): Promise<Hub88Reward[]>;
  cancelReward(rewardUuid: string): Promise<Hub88Reward>;
};

type Options = {
  /** The aggregator's API base, or null while it is not known (the simulator not started). */
  base: () => Promise<string | null>;
  operatorId: number;
  privateKey: () => KeyObject;
  timeoutMs?: number;
};

/** Which failure an HTTP status is: 429 the rate limit, 5xx the provider down, any other 4xx a refusal. */
const failureOf = (status: number): OperatorApiFailure =>
  status === 429 ? 'rate_limited' : status >= 500 ? 'unavailable' : 'refused';

/**
 * Hub88's Operator API, catalogue calls (docs/decisions/090-catalogue-sync.md): a JSON POST whose
 * exact bytes are signed with the operator's private key (X-Hub88-Signature, RSA-SHA256, Base64).
 * An answer is taken whole or not at all: one malformed game fails the call, so a sync never
 * reads a partial list as removals.
 */
export function createOperatorApiClient(opts: Options): OperatorApiClient {
  const timeoutMs = opts.timeoutMs ?? OPERATOR_API_TIMEOUT_MS;
  async function post<T>(path: string, schema: z.ZodType<T>, fields: object = {}): Promise<T> {
    const base = await opts.base();
    if (!base) throw new OperatorApiError('unavailable', 'operator API: no provider URL');
    const body = JSON.stringify({ operator_id: opts.operatorId, ...fields });
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          [HUB88_SIGNATURE_HEADER]: signBody(body, opts.privateKey()),
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new OperatorApiError('unavailable', `operator API unreachable: ${path}`, { cause: err });
    }
    const text = await res.text().catch(() => '');
    if (!res.ok) {
      throw new OperatorApiError(
        failureOf(res.status),
        `operator API ${path} answered ${res.status}: ${text.slice(0, 200)}`,
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new OperatorApiError('invalid_answer', `operator API ${path} answered no JSON`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new OperatorApiError('invalid_answer', `operator API ${path}: ${z.prettifyError(parsed.error)}`);
    }
    return parsed.data;
  }
  return {
    listGames: () => post(OPERATOR_API.gameList, z.array(hub88GameSchema)),
    listProducts: () => post(OPERATOR_API.productList, z.array(hub88ProductSchema)),
    listPrepaids: (gameCode, currency) =>
      post(OPERATOR_API.prepaidList, z.array(hub88PrepaidSchema), { game_code: gameCode, currency }),
    createReward: (reward) => post(OPERATOR_API.rewardCreate, hub88RewardSchema, reward),
    listRewards: (filter) => post(OPERATOR_API.rewardList, z.array(hub88RewardSchema), filter),
    cancelReward: (rewardUuid) =>
      post(OPERATOR_API.rewardCancel, hub88RewardSchema, { reward_uuid: rewardUuid }),
  };
}
