import {
  type CashoutRequest,
  type CashoutResult,
  type OddsChangePolicy,
  fromMinor,
  toMinor,
} from '@lalebet/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { clock } from '../../../lib/clock.ts';
import { pushAfterCommit, type BetsCtx } from '../bets/place/place.context.ts';
import { readSettings } from '../settings/settings.service.ts';
import { applyCashout } from './cashout-apply.ts';
import { readCashout, readQuote } from './cashout.repository.ts';
import { betOf, cashoutOptions, quoteCashout, unavailable, valueNow } from './cashout.service.ts';
import { splitStake } from './money.ts';

/**
 * Accepting a cash-out quote (docs/decisions/066-cash-out-pricing-and-locking.md): one
 * transaction locks the bet row (settlement locks it too, so exactly one of them closes the
 * bet), re-prices it, applies the player's odds-change policy and moves the money as one set of
 * ledger transfers whose ids derive from the quote: a retry of the same quote replays.
 */

type Outcome =
  { kind: 'done'; result: CashoutResult; status: string; payout: bigint | null } | { kind: 'changed' };

/**
 * What the player gets for the whole bet under the policy, or null when the price fell below
 * the quote and the policy does not take a lower price: `none` pays the quote it was shown,
 * `higher` the new price when it is not lower, `any` the new price.
 */
export function valueUnder(policy: OddsChangePolicy, quoted: bigint, now: bigint): bigint | null {
  if (policy === 'any') return now;
  if (now < quoted) return null;
  return policy === 'none' ? quoted : now;
}

export async function acceptCashout(
  ctx: BetsCtx,
  customerId: bigint,
  betId: string,
  req: CashoutRequest,
): Promise<CashoutResult> {
  const { marginBp } = await cashoutOptions(ctx.db);
  const outcome = await ctx.db
    .transaction()
    .execute((trx) => acceptIn(ctx, trx, customerId, betId, req, marginBp));
  if (outcome.kind === 'changed') {
    const quote = await quoteCashout(ctx, customerId, betId);
    throw new AppError('CASHOUT_PRICE_CHANGED', { data: { quote } });
  }
  const payout = outcome.payout === null ? null : fromMinor(outcome.payout);
  pushAfterCommit(ctx, customerId, { id: betId, status: outcome.status, payout, refusal: null }, true);
  return outcome.result;
}

async function acceptIn(
  ctx: BetsCtx,
  trx: Transaction<Database>,
  customerId: bigint,
  betId: string,
  req: CashoutRequest,
  marginBp: number,
): Promise<Outcome> {
  const bet = await betOf(trx, customerId, betId, true);
  const done = await readCashout(trx, req.quoteId);
  if (done) {
    if (done.bet_id !== bet.id) throw new AppError('CASHOUT_QUOTE_EXPIRED');
    const result = {
      betId,
      amount: fromMinor(done.amount),
      full: done.full,
      remainingStake: done.full ? 0 : fromMinor(bet.total_stake),
    };
    return { kind: 'done', result, status: bet.status, payout: done.full ? done.amount : null };
  }
  const quote = await readQuote(trx, bet.id, req.quoteId);
  const now = clock.now();
  if (!quote || quote.expires_at.getTime() <= now.getTime()) throw new AppError('CASHOUT_QUOTE_EXPIRED');
  const found = await valueNow(ctx, trx, bet, marginBp);
  if (!found.ok) throw unavailable(found.reason);
  const value = valueUnder((await readSettings(trx, customerId)).oddsChange, quote.amount, found.quote);
  const asked = req.amount === undefined ? null : toMinor(req.amount);
  if (value === null || (asked !== null && asked < quote.amount && asked > value)) return { kind: 'changed' };
  // Partial when the player asks less than the quote shown; else the whole bet at its value.
  const split = splitStake(bet, asked !== null && asked < quote.amount ? asked : value, value);
  const paid = split.full ? value : asked!;
  await applyCashout(trx, bet, quote.id, split, paid, now);
  const remaining = split.full ? 0n : split.stakePerLine * BigInt(bet.lines);
  const result = { betId, amount: fromMinor(paid), full: split.full, remainingStake: fromMinor(remaining) };
  return {
    kind: 'done',
    result,
    status: split.full ? 'cashed_out' : 'open',
    payout: split.full ? paid : null,
  };
}
