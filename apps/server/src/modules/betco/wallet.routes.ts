import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { cashBalance } from '../../core/sportsbook-wallet/index.ts';
import { recordSecurityEvent } from '../../core/security-events.ts';
import {
  BETCO_CODE,
  BETCO_MESSAGES,
  BETCO_PATHS,
  BETCO_SIGNATURE_HEADER,
  type BetcoCode,
  balanceBody,
  betcoAnswer,
  creditBody,
  debitBody,
  rollbackBody,
  sessionBody,
  verifyBetcoBody,
} from '../../lib/betco/protocol.ts';
import { forLog } from '../../lib/identity.ts';
import type { BookCtx } from '../../core/sportsbook-wallet/index.ts';
import {
  betcoPlayer,
  creditBetco,
  debitBetco,
  exchangeBetcoLaunch,
  rollbackBetco,
} from './wallet.service.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true });
// The shared wallet answers with betco's codes (wallet.service.ts).
const failure = (code: number) => ({ code, message: BETCO_MESSAGES[code as BetcoCode] });

/** The signature over the raw bytes first (a refusal is a security event), then JSON and fields. */
async function readSigned<T>(
  db: Kysely<Database>,
  secret: string,
  req: FastifyRequest,
  body: z.ZodType<T>,
): Promise<{ body: T } | { code: number }> {
  const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  const header = req.headers[BETCO_SIGNATURE_HEADER];
  if (!verifyBetcoBody(raw, typeof header === 'string' ? header : undefined, secret)) {
    await recordSecurityEvent(db, req, raw, {
      kind: 'betco.signature',
      source: req.url,
      reason: 'signature',
    });
    return { code: BETCO_CODE.BAD_SIGNATURE };
  }
  let json: unknown;
  try {
    json = JSON.parse(utf8.decode(raw));
  } catch {
    return { code: BETCO_CODE.BAD_REQUEST };
  }
  const checked = body.safeParse(json);
  return checked.success ? { body: checked.data } : { code: BETCO_CODE.BAD_REQUEST };
}

/**
 * The betco operator wallet at /api/provider/betco (docs/decisions/097-betco-esports-frame.md):
 * every body stays the Buffer that was signed; `x-betco-signature` (hex HMAC-SHA256 with
 * BETCO_SECRET) is checked over it before anything is parsed; every answer is HTTP 200 with `code`.
 */
export const betcoWalletRoutes: FastifyPluginAsync<{ secret: string }> = async (app, { secret }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const unreadable = typeof error.code === 'string' && error.code.startsWith('FST_ERR_CTP_');
    if (!unreadable) req.log.error({ err: error }, 'betco wallet: unexpected error');
    return reply.status(200).send(failure(unreadable ? BETCO_CODE.BAD_REQUEST : BETCO_CODE.INTERNAL_ERROR));
  });
  const schema = (summary: string) => ({
    tags: ['provider'],
    summary,
    description:
      "The betco operator wallet, called by the e-sports frame's servers: a JSON body signed in " +
      'x-betco-signature (hex HMAC-SHA256 with BETCO_SECRET over the raw body); always HTTP 200 with `code` (ADR 097).',
    response: { 200: betcoAnswer },
  });
  const ctxOf = (req: FastifyRequest): BookCtx => ({ db: app.db, log: req.log, notifier: app.notifier });

  const read = <T>(req: FastifyRequest, body: z.ZodType<T>) => readSigned(app.db, secret, req, body);
  const balanceOf = async (customerId: bigint, currency: string) =>
    Number(await cashBalance(app.db, customerId, currency));

  app.post(BETCO_PATHS.session, { schema: schema('Exchange a launch token for the player') }, async (req) => {
    const r = await read(req, sessionBody);
    if ('code' in r) return failure(r.code);
    const p = await exchangeBetcoLaunch(app.db, r.body.token);
    if ('code' in p) return failure(p.code);
    if (p.disabled) return failure(BETCO_CODE.PLAYER_BLOCKED);
    return {
      code: 0,
      playerId: p.userCode,
      currency: p.currency,
      balance: await balanceOf(p.customerId, p.currency),
    };
  });

  app.post(BETCO_PATHS.balance, { schema: schema("The player's cash balance (kuruş)") }, async (req) => {
    const r = await read(req, balanceBody);
    if ('code' in r) return failure(r.code);
    const p = await betcoPlayer(app.db, r.body.token);
    if ('code' in p) return failure(p.code);
    return {
      code: 0,
      playerId: p.userCode,
      currency: p.currency,
      balance: await balanceOf(p.customerId, p.currency),
    };
  });

  const answered = (req: FastifyRequest, transactionId: string, code: number) => {
    req.log.info({ call: req.url, transactionId: forLog(transactionId), code }, 'betco wallet: answered');
    return code === BETCO_CODE.OK ? { code, transactionId } : failure(code);
  };
  app.post(BETCO_PATHS.debit, { schema: schema('Take a stake') }, async (req) => {
    const r = await read(req, debitBody);
    if ('code' in r) return failure(r.code);
    return answered(req, r.body.transactionId, (await debitBetco(ctxOf(req), r.body)).code);
  });
  app.post(
    BETCO_PATHS.credit,
    { schema: schema('Settle a bet: win, loss, refund or cash-out') },
    async (req) => {
      const r = await read(req, creditBody);
      if ('code' in r) return failure(r.code);
      return answered(req, r.body.transactionId, (await creditBetco(ctxOf(req), r.body)).code);
    },
  );
  app.post(BETCO_PATHS.rollback, { schema: schema("Roll a bet's stake back") }, async (req) => {
    const r = await read(req, rollbackBody);
    if ('code' in r) return failure(r.code);
    const { transactionId, currency } = r.body;
    return answered(req, transactionId, (await rollbackBetco(ctxOf(req), transactionId, currency)).code);
  });
};
