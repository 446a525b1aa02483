import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { recordSecurityEvent } from '../../core/security-events.ts';
import { verifyBetsyBody } from '../../lib/betsy/jws.ts';
import {
  BETSY_CODE,
  BETSY_MESSAGES,
  BETSY_PATHS,
  BETSY_SIGNATURE_HEADER,
  type BetsyCode,
  balanceBody,
  betBody,
  betsyAnswer,
  minorToBetsy,
  profileBody,
  settleBody,
} from '../../lib/betsy/protocol.ts';
import { forLog } from '../../lib/identity.ts';
import { placeBetsyBet } from './bet.service.ts';
import { exchangeLaunch, sessionPlayer } from './launch.service.ts';
import { putBetsyBet } from './settle.service.ts';
import { type BetsyCtx, cashBalance } from './wallet.context.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true });
// The shared wallet answers with Betsy's codes (wallet.context.ts).
const failure = (code: number) => ({ code, message: BETSY_MESSAGES[code as BetsyCode] });

/** The signature over the raw bytes first (a refusal is a security event), then JSON and fields. */
async function readSigned<T>(
  db: Kysely<Database>,
  secret: string,
  req: FastifyRequest,
  schema: z.ZodType<T>,
): Promise<{ body: T } | { code: BetsyCode }> {
  const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  const header = req.headers[BETSY_SIGNATURE_HEADER];
  if (!verifyBetsyBody(raw, typeof header === 'string' ? header : undefined, secret)) {
    await recordSecurityEvent(db, req, raw, {
      kind: 'betsy.signature',
      source: req.url,
      reason: 'signature',
    });
    return { code: BETSY_CODE.BAD_SIGNATURE };
  }
  let json: unknown;
  try {
    json = JSON.parse(utf8.decode(raw));
  } catch {
    return { code: BETSY_CODE.BAD_REQUEST };
  }
  const checked = schema.safeParse(json);
  return checked.success ? { body: checked.data } : { code: BETSY_CODE.BAD_REQUEST };
}

/**
 * Betsy's seamless wallet, mounted at /api/provider/betsy (ADR 091). Encapsulated like the Hub88
 * wallet: every body stays the Buffer that was signed, `x-sign-jws` is verified over it with
 * BETSY_SECRET, and every answer is HTTP 200 with Betsy's `code` (0 is success).
 */
export const betsyWalletRoutes: FastifyPluginAsync<{ secret: string }> = async (app, { secret }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const unreadable = typeof error.code === 'string' && error.code.startsWith('FST_ERR_CTP_');
    if (!unreadable) req.log.error({ err: error }, 'betsy wallet: unexpected error');
    return reply.status(200).send(failure(unreadable ? BETSY_CODE.BAD_REQUEST : BETSY_CODE.SYSTEM_ERROR));
  });
  const schema = (summary: string) => ({
    tags: ['provider'],
    summary,
    description:
      "BETER Betsy's seamless wallet, called by Betsy's servers: a JSON body signed in x-sign-jws " +
      '(HS256 with BETSY_SECRET over the base64url of the raw body); always HTTP 200 with `code` (ADR 091).',
    response: { 200: betsyAnswer },
  });
  const ctxOf = (req: FastifyRequest): BetsyCtx => ({ db: app.db, log: req.log, notifier: app.notifier });

  const read = <T>(req: FastifyRequest, body: z.ZodType<T>) => readSigned(app.db, secret, req, body);

  app.post(BETSY_PATHS.profile, { schema: schema('Exchange a launch token for the player') }, async (req) => {
    const r = await read(req, profileBody);
    if ('code' in r) return failure(r.code);
    const player = await exchangeLaunch(app.db, r.body.token);
    if ('code' in player) return failure(player.code);
    if (player.disabled) return failure(BETSY_CODE.USER_BLOCKED);
    return { code: 0, userId: player.userCode, currency: player.currency, currencies: [player.currency] };
  });

  app.post(BETSY_PATHS.balance, { schema: schema("The player's cash balance") }, async (req) => {
    const r = await read(req, balanceBody);
    if ('code' in r) return failure(r.code);
    const player = await sessionPlayer(app.db, r.body.token);
    if ('code' in player) return failure(player.code);
    if (player.userCode !== r.body.userId) return failure(BETSY_CODE.INVALID_TOKEN);
    const amount = minorToBetsy(await cashBalance(app.db, player.customerId, player.currency));
    return { code: 0, userId: player.userCode, currency: player.currency, amount };
  });

  const answered = (req: FastifyRequest, transactionId: string, code: number) => {
    req.log.info({ call: req.method, transactionId: forLog(transactionId), code }, 'betsy wallet: answered');
    return code === BETSY_CODE.OK
      ? { code, transactionId, transactionTime: new Date().toISOString() }
      : failure(code);
  };
  app.post(BETSY_PATHS.bet, { schema: schema('Place a bet (type 1)') }, async (req) => {
    const r = await read(req, betBody);
    if ('code' in r) return failure(r.code);
    return answered(req, r.body.transactionId, (await placeBetsyBet(ctxOf(req), r.body)).code);
  });
  app.put(
    BETSY_PATHS.bet,
    { schema: schema('Settle (2, cash-out included), unsettle (1) or roll back (3) a bet') },
    async (req) => {
      const r = await read(req, settleBody);
      if ('code' in r) return failure(r.code);
      return answered(req, r.body.transactionId, (await putBetsyBet(ctxOf(req), r.body)).code);
    },
  );
};
