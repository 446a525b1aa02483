import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { RS, hub88ToMinor } from '../../lib/hub88/protocol.ts';
import { ROUND_ERRORS, RoundError, type RoundErrorCode, SIM_MESSAGES, type SimLang } from './messages.ts';
import type { RoundService } from './rounds.ts';
import type { LaunchSession, SessionStore } from './sessions.ts';
import type { WalletClient } from './wallet-client.ts';

const HIDDEN = { hide: true };
const token = z.string().min(1).max(200);
const startBody = z.object({ token, code: z.string().min(1).max(100), input: z.unknown() });
const actBody = z.object({ token, action: z.unknown() });

/** A coded error in the player's language, as the game pages read it. */
export function fail(reply: FastifyReply, code: RoundErrorCode, lang: SimLang) {
  return reply.code(ROUND_ERRORS[code]).send({ error: code, message: SIM_MESSAGES[code][lang] });
}

/**
 * The game pages' API on the simulator's own origin: start a round, act in it, read the
 * balance. The launch token authenticates the page, as with real providers' game clients.
 */
export function apiRoutes(deps: { sessions: SessionStore; rounds: RoundService; wallet: WalletClient }) {
  return async (app: FastifyInstance) => {
    /** Runs `work` for the token's session, answering a RoundError as its coded error. */
    async function withSession<T>(
      reply: FastifyReply,
      tok: string,
      code: string | null,
      work: (s: LaunchSession) => Promise<T>,
    ) {
      const session = deps.sessions.get(tok);
      if (!session || (code !== null && session.gameCode !== code))
        return fail(reply, 'session_not_found', 'tr');
      try {
        return await work(session);
      } catch (err) {
        if (err instanceof RoundError) return fail(reply, err.code, session.lang);
        throw err;
      }
    }

    app.post('/api/round', { schema: HIDDEN }, async (req, reply) => {
      const parsed = startBody.safeParse(req.body);
      if (!parsed.success) return fail(reply, 'invalid_bet', 'en');
      const { token: tok, code, input } = parsed.data;
      return withSession(reply, tok, code, (s) => deps.rounds.start(s, input));
    });

    app.post<{ Params: { round: string } }>(
      '/api/round/:round/act',
      { schema: HIDDEN },
      async (req, reply) => {
        const parsed = actBody.safeParse(req.body);
        if (!parsed.success) return fail(reply, 'invalid_bet', 'en');
        const { token: tok, action } = parsed.data;
        return withSession(reply, tok, null, (s) => deps.rounds.act(s, req.params.round, action));
      },
    );

    app.get<{ Querystring: { token?: string } }>('/api/balance', { schema: HIDDEN }, async (req, reply) =>
      withSession(reply, String(req.query.token ?? ''), null, async (s) => {
        const r = await deps.wallet.balance(s);
        if (r.kind !== 'answer') throw new RoundError('wallet_unavailable');
        if (r.answer.status !== RS.OK) {
          throw new RoundError(r.answer.status === RS.TOKEN_EXPIRED ? 'token_expired' : 'invalid_token');
        }
        return {
          balance: Number(hub88ToMinor(r.answer.balance ?? 0) ?? 0n),
          currency: r.answer.currency ?? s.currency,
        };
      }),
    );
  };
}
