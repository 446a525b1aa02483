import type { KeyObject } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { walletCalls, walletRefusals } from '../../infra/metrics/registry.ts';
import { forLog } from '../../lib/identity.ts';
import { HUB88_PATHS, RS, minorToHub88 } from '../../lib/hub88/protocol.ts';
import { recordSecurityEvent } from '../../core/security-events.ts';
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
import { type Read, readSigned } from './hub88-request.ts';
import { rollBack } from './rollback.service.ts';
import { userBalance, userInfo } from './user.service.ts';
import type { Outcome, WalletCtx } from './wallet.context.ts';
import { settleWin } from './win.service.ts';

export type Hub88RoutesOptions = {
  /** The provider's public key; resolved on first use (the simulator's key file may not exist yet). */
  trustedKey: () => KeyObject;
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
export const hub88Routes: FastifyPluginAsyncZod<Hub88RoutesOptions> = async (app, { trustedKey }) => {
  const schema = (summary: string, response = walletResponse) => ({
    tags: ['provider'],
    summary,
    description:
      "Hub88's operator wallet API, called by the game aggregator: a JSON body with Hub88's fields, " +
      'signed in X-Hub88-Signature (RSA-SHA256 over the raw bytes); always HTTP 200 with an RS_* status (ADR 010).',
    response: { 200: response },
  });
  const ctxOf = (log: WalletCtx['log']): WalletCtx => ({ db: app.db, log, notifier: app.notifier });
  /** readSigned, and a refused signature logged and counted as a security event (ADR 017). */
  async function read<T>(req: FastifyRequest, path: string, body: z.ZodType<T>): Promise<Read<T>> {
    const result = readSigned(req, trustedKey(), body);
    if (!result.ok && result.status === RS.INVALID_SIGNATURE) {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      await recordSecurityEvent(app.db, req, raw, {
        kind: 'hub88.signature',
        source: path,
        reason: 'signature',
      });
    }
    return result;
  }

  function txRoute<T extends WalletBody & { transaction_uuid: string }>(
    path: string,
    summary: string,
    body: z.ZodType<T>,
    run: (ctx: WalletCtx, b: T) => Promise<Outcome>,
  ) {
    const call = path.slice(path.lastIndexOf('/') + 1); // bet, win, rollback
    app.post(path, { schema: schema(summary) }, async (req) => {
      walletCalls.inc({ call });
      const signed = await read(req, path, body);
      if (!signed.ok) {
        walletRefusals.inc({ call, code: signed.status });
        return { status: signed.status, request_uuid: signed.requestUuid };
      }
      const o = await run(ctxOf(req.log), signed.body);
      if (o.status !== RS.OK) walletRefusals.inc({ call, code: o.status });
      req.log.info(
        { call: path, transactionUuid: forLog(signed.body.transaction_uuid), status: o.status },
        'hub88 wallet: answered',
      );
      return answer(signed.body, o);
    });
  }

  app.post(
    HUB88_PATHS.userInfo,
    { schema: schema("The player's country and currency", userInfoResponse) },
    async (req) => {
      const signed = await read(req, HUB88_PATHS.userInfo, userInfoBody);
      if (!signed.ok) return { status: signed.status, request_uuid: signed.requestUuid };
      const info = await userInfo(ctxOf(req.log), signed.body);
      return { ...info, request_uuid: signed.body.request_uuid, user: signed.body.user };
    },
  );
  app.post(HUB88_PATHS.userBalance, { schema: schema("The player's balance") }, async (req) => {
    const signed = await read(req, HUB88_PATHS.userBalance, userBalanceBody);
    if (!signed.ok) return { status: signed.status, request_uuid: signed.requestUuid };
    return answer(signed.body, await userBalance(ctxOf(req.log), signed.body));
  });
  txRoute(HUB88_PATHS.bet, 'Debit a bet', betBody, placeBet);
  txRoute(HUB88_PATHS.win, 'Credit a win', winBody, settleWin);
  txRoute(HUB88_PATHS.rollback, 'Refund a bet', rollbackBody, rollBack);
};
