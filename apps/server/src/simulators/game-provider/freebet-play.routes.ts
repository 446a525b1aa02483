import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Hub88Reward } from '../../lib/hub88/operator-api.ts';
import { RS, hub88ToMinor } from '../../lib/hub88/protocol.ts';
import { fromLoopback } from '../../plugins/sim-control.ts';
import { fail } from './api.routes.ts';
import type { Rng } from './games/engine.ts';
import type { RewardStore } from './freebets.ts';
import { REFUSALS, kurus } from './rounds.ts';
import type { LaunchSession, SessionStore } from './sessions.ts';
import type { WalletClient } from './wallet-client.ts';

const HIDDEN = { hide: true };
const playBody = z.object({
  token: z.string().min(1).max(200),
  reward_uuid: z.string().min(1).max(64),
  /** The round's win in kuruş; unset: the simulator's dice (lose, or 1-4 times the round's value). */
  win: z.number().int().min(0).max(100_000_000).optional(),
});
const pageBody = z.object({ token: z.string().min(1).max(200) });

type Deps = { sessions: SessionStore; wallet: WalletClient; rewards: RewardStore; rng: Rng };

/**
 * One free round of a reward in a launched session (docs/decisions/099-free-rounds.md): a wallet
 * bet of the reward's value with `is_free: true` and `reward_uuid` (nothing of the player's is
 * staked), then its win, with the same marker, referencing that bet. The reward loses a round
 * only when the operator's wallet accepted the bet.
 */
async function playFreeRound(deps: Deps, session: LaunchSession, reward: Hub88Reward, win?: number) {
  const value = hub88ToMinor(reward.bet_value)!;
  const free = { is_free: true as const, reward_uuid: reward.reward_uuid };
  const s = {
    user: session.user,
    token: session.token,
    gameCode: session.gameCode,
    currency: session.currency,
  };
  const round = randomUUID();
  const bet = await deps.wallet.bet(s, round, value, true, free);
  if (bet.kind !== 'ok') return { ok: false as const, bet };
  deps.rewards.used(reward);
  const amount = BigInt(win ?? (deps.rng(3) === 0 ? Number(value) * (1 + deps.rng(4)) : 0));
  const paid = await deps.wallet.win(s, round, amount, deps.wallet.lastDebit(round)!, free);
  return { ok: true as const, amount, paid };
}

/**
 * Free rounds in a launched game: the game page's `POST /api/free-round` (the launch token
 * authenticates it as the page's other calls; the reward is the session user's own for this game,
 * so its uuid never reaches the browser) and the loopback control route `POST /sim/freebets/play`
 * that tests use to play a named reward with a chosen win.
 */
export function freebetPlayRoutes(deps: Deps) {
  return async (app: FastifyInstance) => {
    app.post('/api/free-round', { schema: HIDDEN }, async (req, reply) => {
      const parsed = pageBody.safeParse(req.body);
      if (!parsed.success) return fail(reply, 'session_not_found', 'tr');
      const session = deps.sessions.get(parsed.data.token);
      if (!session) return fail(reply, 'session_not_found', 'tr');
      const reward = deps.rewards.playableFor(session.user, session.gameCode);
      if (!reward) return fail(reply, 'no_free_rounds', session.lang);
      const r = await playFreeRound(deps, session, reward);
      if (!r.ok) {
        const code = r.bet.kind === 'refused' ? (REFUSALS[r.bet.answer.status] ?? 'bet_refused') : null;
        return fail(reply, code ?? 'wallet_unavailable', session.lang);
      }
      const balance = r.paid.kind === 'ok' ? kurus(r.paid.answer) : null;
      return { win: Number(r.amount), left: reward.bets_left, ...(balance === null ? {} : { balance }) };
    });

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
      const r = await playFreeRound(deps, session, reward, win);
      if (!r.ok) return { bet: r.bet.kind === 'refused' ? r.bet.answer.status : r.bet.kind, win: null };
      return {
        bet: RS.OK,
        win: r.paid.kind === 'stuck' ? 'stuck' : r.paid.answer.status,
        amount: Number(r.amount),
        betsLeft: reward.bets_left,
        status: reward.status,
      };
    });
  };
}
