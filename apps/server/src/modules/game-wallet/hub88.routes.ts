import type { KeyObject } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { forLog } from '../../lib/identity.ts';
import { HUB88_PATHS, RS, minorToHub88 } from '../../lib/hub88/protocol.ts';
import { placeBet } from './bet.service.ts';
import {
  betBody,
  rollbackBody,
  userBalanceBody,
  userInfoBody,
  userInfoResponse,
  walletResponse,
  winBody,
} from './hub88.schemas.ts';
import { readSigned } from './hub88-request.ts';
import { rollBack } from './rollback.service.ts';
import { userBalance, userInfo } from './user.service.ts';
import type { Outcome, WalletCtx } from './wallet.context.ts';
import { settleWin } from './win.service.ts';

export type Hub88RoutesOptions = {
  /** The provider's public key; resolved on first use (the simulator's key file may not exist yet). */
  trustedKey: () => KeyObject;
  fault: WalletCtx['fault'];
};

type WalletBody = { user: string; request_uuid: string; transaction_uuid?: string };

/** Hub88's answer: balance and currency come with RS_OK and RS_ERROR_NOT_ENOUGH_MONEY only. */
function answer(b: WalletBody, o: Outcome): z.infer<typeof walletResponse> {
  const withBalance = o.balance && (o.status === RS.OK || o.status === RS.NOT_ENOUGH_MONEY);
  return {
    status: o.status,
    request_uuid: b.request_uuid,
    user: b.user,
    ...(withBalance ? { currency: o.balance!.currency, balance: minorToHub88(o.balance!.minor) } : {}),
  };
}

/**
 * The five operator endpoints Hub88 calls, under /api/provider/hub88. Each reads its own signed
 * body (see readSigned) and always answers HTTP 200 with a status: a non-200 would count as a
 * failed call and make the provider roll the bet back.
 */
export const hub88Routes: FastifyPluginAsyncZod<Hub88RoutesOptions> = async (app, { trustedKey, fault }) => {
  const schema = (summary: string, response = walletResponse) => ({
    tags: ['provider'],
    summary,
    description:
      "Hub88's operator wallet API, called by the game aggregator: a JSON body with Hub88's fields, " +
      'signed in X-Hub88-Signature (RSA-SHA256 over the raw bytes); always HTTP 200 with an RS_* status (ADR 010).',
    response: { 200: response },
  });
  const ctxOf = (log: WalletCtx['log']): WalletCtx => ({ db: app.db, log, notifier: app.notifier, fault });

  function txRoute<T extends WalletBody & { transaction_uuid: string }>(
    path: string,
    summary: string,
    body: z.ZodType<T>,
    run: (ctx: WalletCtx, b: T) => Promise<Outcome>,
  ) {
    app.post(path, { schema: schema(summary) }, async (req) => {
      const read = readSigned(req, trustedKey(), body);
      if (!read.ok) return { status: read.status, request_uuid: read.requestUuid };
      const o = await run(ctxOf(req.log), read.body);
      req.log.info(
        { call: path, transactionUuid: forLog(read.body.transaction_uuid), status: o.status },
        'hub88 wallet: answered',
      );
      return answer(read.body, o);
    });
  }

  app.post(
    HUB88_PATHS.userInfo,
    { schema: schema("The player's country and currency", userInfoResponse) },
    async (req) => {
      const read = readSigned(req, trustedKey(), userInfoBody);
      if (!read.ok) return { status: read.status, request_uuid: read.requestUuid };
      const info = await userInfo(ctxOf(req.log), read.body);
      return { ...info, request_uuid: read.body.request_uuid, user: read.body.user };
    },
  );
  app.post(HUB88_PATHS.userBalance, { schema: schema("The player's balance") }, async (req) => {
    const read = readSigned(req, trustedKey(), userBalanceBody);
    if (!read.ok) return { status: read.status, request_uuid: read.requestUuid };
    return answer(read.body, await userBalance(ctxOf(req.log), read.body));
  });
  txRoute(HUB88_PATHS.bet, 'Debit a bet', betBody, placeBet);
  txRoute(HUB88_PATHS.win, 'Credit a win', winBody, settleWin);
  txRoute(HUB88_PATHS.rollback, 'Refund a bet', rollbackBody, rollBack);
};
