import { randomUUID } from 'node:crypto';
import type { Hub88Reward, Hub88RewardCreate } from '../../lib/hub88/operator-api.ts';
import { hub88Time } from '../../lib/hub88/operator-api.ts';
import { type OperatorCatalogue, prepaidsOf } from './operator-catalogue.ts';

/** A refusal in Hub88's shape: an HTTP status with `{ error }`. */
export type RewardError = { status: number; error: string };

const OPEN = new Set(['FRS_NEW', 'FRS_ACTIVE']);

/**
 * The simulator's Freebets rewards (docs/decisions/099-free-rounds.md): single-use rewards made
 * from a game's prepaid, FRS_NEW → FRS_ACTIVE (first round) → FRS_FINISHED (last round),
 * FRS_EXPIRED (past end_time) or FRS_CANCELLED. A second create with the same user and
 * operator_reference answers the reward made the first time (a retried call makes one reward).
 */
export function createRewardStore(catalogue: OperatorCatalogue, now: () => number = Date.now) {
  const rewards = new Map<string, Hub88Reward>();

  /** A reward past its end time expires when it is next read. */
  function fresh(r: Hub88Reward): Hub88Reward {
    if (OPEN.has(r.status) && r.end_time <= hub88Time(new Date(now()))) r.status = 'FRS_EXPIRED';
    return r;
  }

  function create(body: Hub88RewardCreate): Hub88Reward | RewardError {
    const same = [...rewards.values()].find(
      (r) => r.user === body.user && r.operator_reference === body.operator_reference,
    );
    if (same) return fresh(same);
    const game = catalogue.games().find((g) => g.game_code === body.game_code);
    if (!game?.freebet_support) return { status: 400, error: 'game does not support freebets' };
    const prepaid = prepaidsOf(game.game_code, body.currency).find(
      (p) => p.prepaid_uuid === body.prepaid_uuid,
    );
    if (!prepaid) return { status: 404, error: 'prepaid not found' };
    // A prepaid's fixed value or count cannot be overridden; a null one is the operator's choice.
    if ((prepaid.bet_value ?? body.bet_value) !== body.bet_value) {
      return { status: 400, error: 'bet_value does not match the prepaid' };
    }
    if ((prepaid.bet_count ?? body.bet_count) !== body.bet_count) {
      return { status: 400, error: 'bet_count does not match the prepaid' };
    }
    if (body.end_time <= body.start_time) return { status: 400, error: 'end_time must be after start_time' };
    const reward: Hub88Reward = {
      ...body,
      reward_uuid: randomUUID(),
      status: 'FRS_NEW',
      bets_left: body.bet_count,
    };
    rewards.set(reward.reward_uuid, reward);
    return reward;
  }

  function list(filter: { user?: string; operator_reference?: string }): Hub88Reward[] {
    return [...rewards.values()]
      .filter((r) => filter.user === undefined || r.user === filter.user)
      .filter(
        (r) => filter.operator_reference === undefined || r.operator_reference === filter.operator_reference,
      )
      .map(fresh);
  }

  function cancel(uuid: string): Hub88Reward | RewardError {
    const r = rewards.get(uuid);
    if (!r) return { status: 404, error: 'reward not found' };
    if (!OPEN.has(fresh(r).status)) return { status: 400, error: `reward is ${r.status}` };
    r.status = 'FRS_CANCELLED';
    return r;
  }

  /** The reward a round may be played from: open, started, with a round left. */
  function playable(uuid: string): Hub88Reward | undefined {
    const r = rewards.get(uuid);
    if (!r || !OPEN.has(fresh(r).status) || r.bets_left <= 0) return undefined;
    return r.start_time <= hub88Time(new Date(now())) ? r : undefined;
  }

  /** The user's first playable reward for a game: what the game page offers (at most one at a time). */
  function playableFor(user: string, gameCode: string): Hub88Reward | undefined {
    for (const r of rewards.values()) {
      if (r.user === user && r.game_code === gameCode && playable(r.reward_uuid)) return r;
    }
    return undefined;
  }

  /** A round the operator's wallet accepted. */
  function used(r: Hub88Reward) {
    r.bets_left -= 1;
    r.status = r.bets_left > 0 ? 'FRS_ACTIVE' : 'FRS_FINISHED';
  }

  return { create, list, cancel, playable, playableFor, used, get: (uuid: string) => rewards.get(uuid) };
}

export type RewardStore = ReturnType<typeof createRewardStore>;
