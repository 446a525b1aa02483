import type { FastifyInstance } from 'fastify';
import { RS, hub88ToMinor } from '../../lib/hub88/protocol.ts';
import { findSimGame } from './catalogue.ts';
import type { GamePageOptions } from './games/engine.ts';
import { langOf } from './messages.ts';
import { newNonce, renderMessagePage, sendPage } from './page.ts';
import type { RewardStore } from './freebets.ts';
import type { SessionStore } from './sessions.ts';
import type { WalletClient } from './wallet-client.ts';

type Query = { token?: string; lang?: string; lobby?: string };

/**
 * GET /play/:code: the game page the operator frames. The launch link opens once: a second
 * open of the same token (a shared or replayed link) gets 410. The balance comes from the
 * operator's wallet, which also tells us whether the token is still good.
 */
export function playRoutes(deps: {
  sessions: SessionStore;
  wallet: WalletClient;
  rewards: RewardStore;
  publicBase: () => string;
  renderGamePage: (opts: GamePageOptions) => string;
}) {
  return async (app: FastifyInstance) => {
    app.get<{ Params: { code: string }; Querystring: Query }>(
      '/play/:code',
      { schema: { hide: true } },
      async (req, reply) => {
        const nonce = newNonce();
        const token = typeof req.query.token === 'string' ? req.query.token : '';
        const session = token ? deps.sessions.get(token) : undefined;
        const lang = langOf(req.query.lang ?? session?.lang);
        const game = findSimGame(req.params.code);
        if (!game) return sendPage(reply, 404, renderMessagePage(lang, 'gameNotFound', nonce), nonce);
        if (!session || session.gameCode !== game.code) {
          return sendPage(reply, 401, renderMessagePage(lang, 'sessionInvalid', nonce), nonce);
        }
        if (!deps.sessions.open(token))
          return sendPage(reply, 410, renderMessagePage(lang, 'linkUsed', nonce), nonce);

        const answer = await deps.wallet.balance(session);
        if (answer.kind !== 'answer' || answer.answer.status !== RS.OK) {
          req.log.warn(
            { game: game.code, status: answer.kind === 'answer' ? answer.answer.status : answer.reason },
            'play: no balance',
          );
          const status = answer.kind === 'answer' ? 401 : 503;
          // Nobody saw the game: a reload may open it once the wallet answers again.
          if (status === 503) deps.sessions.release(token);
          return sendPage(
            reply,
            status,
            renderMessagePage(lang, status === 401 ? 'sessionInvalid' : 'wallet_unavailable', nonce),
            nonce,
          );
        }
        // A reward for this game: the page offers its rounds (docs/decisions/099-free-rounds.md).
        const reward = deps.rewards.playableFor(session.user, game.code);
        const html = deps.renderGamePage({
          game,
          token,
          lang,
          currency: answer.answer.currency ?? session.currency,
          balance: hub88ToMinor(answer.answer.balance ?? 0) ?? 0n,
          apiBase: deps.publicBase().replace(/\/+$/, ''),
          nonce,
          freeRounds: reward ? { left: reward.bets_left, value: hub88ToMinor(reward.bet_value) ?? 0n } : null,
        });
        return sendPage(reply, 200, html, nonce);
      },
    );
  };
}
