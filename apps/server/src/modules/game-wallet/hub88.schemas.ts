import { z } from 'zod';
import { hub88ToMinor } from '../../lib/hub88/protocol.ts';

/**
 * The Hub88 request bodies we accept (docs/wallet-protocol.md §2.2). Fields we act on are checked; the rest
 * (meta, bet, supplier_*, reward_uuid...) may be anything and are ignored. A field of the wrong
 * JSON type is RS_ERROR_WRONG_TYPES.
 */
const id = z.string().min(1).max(255);
const token = z.string().min(1).max(512);

/**
 * An amount in Hub88 units (value × 100000) that is a whole kuruş: we never round money, so
 * 1 or 100 units (a fraction of a kuruş), a negative or an unsafe integer is WRONG_TYPES (ADR 010).
 */
const amount = z.number().transform((units, ctx) => {
  const minor = hub88ToMinor(units);
  if (minor === null) {
    ctx.addIssue({ code: 'custom', message: 'not a whole kuruş' });
    return z.NEVER;
  }
  return { units: BigInt(units), minor };
});
export type Amount = { units: bigint; minor: bigint };

export const userInfoBody = z.object({ user: id, request_uuid: id });

export const userBalanceBody = z.object({
  user: id,
  token,
  request_uuid: id,
  game_code: z.string().max(255).nullish(),
});

const txCommon = {
  user: id,
  token,
  request_uuid: id,
  transaction_uuid: id,
  round: id,
  round_closed: z.boolean(),
  game_code: id,
};

export const betBody = z.object({
  ...txCommon,
  amount,
  currency: z.string().min(1).max(16),
  /** A free round of a provider reward (docs/decisions/099-free-rounds.md): nothing is staked from the player. */
  is_free: z.boolean().nullish(),
  reward_uuid: z.string().min(1).max(255).nullish(),
});
export const winBody = betBody.extend({ reference_transaction_uuid: id });
export const rollbackBody = z.object({ ...txCommon, reference_transaction_uuid: id });

export type UserInfoBody = z.infer<typeof userInfoBody>;
export type UserBalanceBody = z.infer<typeof userBalanceBody>;
export type BetBody = z.infer<typeof betBody>;
export type WinBody = z.infer<typeof winBody>;
export type RollbackBody = z.infer<typeof rollbackBody>;

/** Hub88's answer; the schema is the field allow-list (nothing else leaves the server). */
export const walletResponse = z.object({
  status: z.string(),
  request_uuid: z.string(),
  user: z.string().optional(),
  currency: z.string().optional(),
  balance: z.number().int().optional(),
});
export const userInfoResponse = walletResponse.extend({ country: z.string().optional() });
