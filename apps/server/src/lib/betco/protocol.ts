import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The betco operator wallet as both sides speak it: our wallet answers it, the betco simulator
 * calls it. BetConstruct's wallet contract is not public, so this shape is inferred
 * (docs/decisions/097-betco-esports-frame.md): JSON bodies, amounts in integer minor units,
 * HMAC-SHA256 of the raw body in `x-betco-signature` (hex), HTTP 200 with `code` (0 is success).
 */
export const BETCO_SIGNATURE_HEADER = 'x-betco-signature';

/** Paths under the wallet base (ours: /api/provider/betco). */
export const BETCO_PATHS = {
  session: '/session',
  balance: '/balance',
  debit: '/debit',
  credit: '/credit',
  rollback: '/rollback',
} as const;

export const BETCO_CODE = {
  OK: 0,
  BAD_SIGNATURE: 101,
  BAD_REQUEST: 102,
  TOKEN_NOT_FOUND: 103,
  TOKEN_EXPIRED: 104,
  INSUFFICIENT_FUNDS: 105,
  TRANSACTION_CONFLICT: 106,
  TRANSACTION_NOT_FOUND: 107,
  PLAYER_BLOCKED: 108,
  PLAYER_NOT_VERIFIED: 109,
  INTERNAL_ERROR: 500,
} as const;
export type BetcoCode = (typeof BETCO_CODE)[keyof typeof BETCO_CODE];

export const BETCO_MESSAGES: Record<BetcoCode, string> = {
  0: 'OK',
  101: 'Invalid signature',
  102: 'Invalid request',
  103: 'Token not found',
  104: 'Token expired',
  105: 'Insufficient funds',
  106: 'Transaction conflicts with one already processed',
  107: 'Transaction not found',
  108: 'Player blocked',
  109: 'Player not verified',
  500: 'Internal error',
};

const minor = z.number().int().nonnegative().max(1e11);
const id = z.string().min(1).max(100);
const token = z.string().min(1).max(200);
const currency = z.string().length(3);

export const sessionBody = z.object({ token, requestId: id });
export const balanceBody = sessionBody;
export const debitBody = sessionBody.extend({ transactionId: id, amount: minor, currency });
export const creditBody = z.object({
  requestId: id,
  transactionId: id,
  amount: minor,
  /** A cash-out is the player's own act: it carries the player's token. */
  result: z.enum(['win', 'loss', 'refund', 'cashout']),
  token: token.optional(),
});
export const rollbackBody = z.object({ requestId: id, transactionId: id, currency: currency.optional() });

export type BetcoDebit = z.infer<typeof debitBody>;
export type BetcoCredit = z.infer<typeof creditBody>;

/** Every wallet answer: `code` (0 success), a message on refusal, the call's own fields. */
export const betcoAnswer = z.object({
  code: z.number(),
  message: z.string().optional(),
  playerId: z.string().optional(),
  currency: z.string().optional(),
  balance: z.number().optional(),
  transactionId: z.string().optional(),
});

/** The signature of a body as sent: hex HMAC-SHA256 with the shared secret. */
export const signBetcoBody = (body: string | Buffer, secret: string) =>
  createHmac('sha256', secret).update(body).digest('hex');

/** Constant-time check of `x-betco-signature` over exactly the received bytes. */
export function verifyBetcoBody(raw: Buffer, header: string | undefined, secret: string): boolean {
  if (!header || !/^[0-9a-f]{64}$/i.test(header)) return false;
  const given = Buffer.from(header, 'hex');
  const expected = createHmac('sha256', secret).update(raw).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}
