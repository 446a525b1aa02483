import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { RS, hub88ToMinor } from '../../lib/hub88/protocol.ts';
import { fromLoopback } from '../../plugins/sim-control.ts';
import type { Rng } from './games/engine.ts';
import type { RewardStore } from './freebets.ts';
import type { SessionStore } from './sessions.ts';
import type { WalletClient } from './wallet-client.ts';

const HIDDEN = { hide: true };
const playBody = z.object({
  token: z.string().min(1).max(200),
  reward_uuid: z.string().min(1).max(64),
  /** The round's win in kuruş; unset: the simulator's dice (lose, or 1-4 times the round's value). */
  win: z.number().int().min(0).max(100_000_000).optional(),
});

/**
 * Plays one free round of a reward in a player's launched game (docs/decisions/099-free-rounds.md):
 * a wallet bet of the reward's value with `is_free: true` and `reward_uuid` (nothing of the
 * player's is staked), then its win, with the same marker, referencing that bet. The reward loses
 * a round only when the operator's wallet accepted the bet. A control route: loopback only.
 */
export function freebetPlayRoutes(deps: {
  sessions: SessionStore;
  wallet: WalletClient;
  rewards: RewardStore;
  rng: Rng;
}) {
  return async (app: FastifyInstance) => {
    app.post('/sim/freebets/play', { schema: HIDDEN }, async (req, reply) => {
      if (!fromLoopback(req)) return reply.code(403).send({ error: 'control routes answer loopback only' });
      const parsed = playBody.safeParse(req.body);
      if (!parsed.success) return reply.code(400).send({ error: z.prettifyError(parsed.error) });
      const { token, reward_uuid, win } = parsed.data;
      const session = deps.sessions.get(token);
      const reward = deps.rewards.playable(reward_uuid);
      if (!session || !reward || reward.user !== session.user || reward.game_code !== session.gameCode) {
        return reply.code(404).send({ error: 'no playable reward for this session' });
      }
      const value = hub88ToMinor(reward.bet_value)!;
      const s = { user: session.user, token, gameCode: session.gameCode, currency: session.currency };
      const free = { is_free: true as const, reward_uuid };
      const round = randomUUID();
      const bet = await deps.wallet.bet(s, round, value, true, free);
      if (bet.kind !== 'ok') return { bet: bet.kind === 'refused' ? bet.answer.status : bet.kind, win: null };
      deps.rewards.used(reward);
      const amount = BigInt(win ?? (deps.rng(3) === 0 ? Number(value) * (1 + deps.rng(4)) : 0));
      const paid = await deps.wallet.win(s, round, amount, deps.wallet.lastDebit(round)!, free);
      return {
        bet: RS.OK,
        win: paid.kind === 'stuck' ? 'stuck' : paid.answer.status,
        amount: Number(amount),
        betsLeft: reward.bets_left,
        status: reward.status,
      };
    });
  };
}
