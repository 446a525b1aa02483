import {
  type CashoutRequest,
  type CashoutResult,
  type OddsChangePolicy,
  fromMinor,
  toMinor,
} from '@lalebet/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { winsUsage } from '../../../core/protection/index.ts';
import { collectDebts } from '../../../core/debts/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { clock } from '../../../lib/clock.ts';
import { pushAfterCommit, type BetsCtx } from '../bets/place/place.context.ts';
import { DEFAULT_SPORTS_SETTINGS } from '../settings/settings.service.ts';
import { assess } from './assess.ts';
import { type Opened, accountsOf, openAccept, writeAccept } from './cashout-accept.repository.ts';
import { UUID, cashoutOptions, quoteCashout, unavailable } from './cashout.service.ts';
import { type Split, cashoutRecord, cashoutTransfers, splitStake } from './money.ts';

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
  const opened = UUID.test(betId) ? await openAccept(trx, customerId, betId, req.quoteId) : undefined;
  if (!opened) throw new AppError('BET_NOT_FOUND');
  const { bet, done, quote } = opened;
  if (done) {
    if (done.betId !== bet.id) throw new AppError('CASHOUT_QUOTE_EXPIRED');
    const result = {
      betId,
      amount: fromMinor(done.amount),
      full: done.full,
      remainingStake: done.full ? 0 : fromMinor(bet.total_stake),
    };
    return { kind: 'done', result, status: bet.status, payout: done.full ? done.amount : null };
  }
  const now = clock.now();
  if (!quote || quote.expiresAt.getTime() <= now.getTime()) throw new AppError('CASHOUT_QUOTE_EXPIRED');
  const found = assess(ctx.catalogue, bet, opened.legs, {
    marginBp,
    switchedOff: opened.switchedOff,
    now: clock.ms(),
  });
  if (!found.ok) throw unavailable(found.reason);
  const policy = opened.oddsChange ?? DEFAULT_SPORTS_SETTINGS.oddsChange;
  const value = valueUnder(policy, quote.amount, found.quote);
  const asked = req.amount === undefined ? null : toMinor(req.amount);
  if (value === null || (asked !== null && asked < quote.amount && asked > value)) return { kind: 'changed' };
  // Partial when the player asks less than the quote shown; else the whole bet at its value.
  const split = splitStake(bet, asked !== null && asked < quote.amount ? asked : value, value);
  const paid = split.full ? value : asked!;
  // The transfer ids derive from the quote's id as the database writes it (lower case).
  await pay(trx, opened, { quoteId: req.quoteId.toLowerCase(), split, paid, now });
  const remaining = split.full ? 0n : split.stakePerLine * BigInt(bet.lines);
  const result = { betId, amount: fromMinor(paid), full: split.full, remainingStake: fromMinor(remaining) };
  return {
    kind: 'done',
    result,
    status: split.full ? 'cashed_out' : 'open',
    payout: split.full ? paid : null,
  };
}

/**
 * The money, the loss window's count, the bet's update and the cash-out's row in one statement
 * with the commit behind it. The bet row and the cash account are locked (openAccept).
 */
async function pay(
  trx: Transaction<Database>,
  opened: Opened,
  m: { quoteId: string; split: Split; paid: bigint; now: Date },
) {
  const { bet } = opened;
  const { quoteId, split, paid } = m;
  const accounts = await accountsOf(trx, opened);
  const transfers = cashoutTransfers(accounts, {
    quoteId,
    betId: bet.id,
    stakePart: split.stakePart,
    amount: paid,
  });
  // A credit pays an open debt first (docs/decisions/047-money-details.md), as a settlement's win;
  // the debts are read only for a player who owes (the read saw them under the cash lock).
  const owed = opened.owes
    ? await collectDebts(trx, {
        customerId: bet.customer_id,
        currency: bet.currency,
        cash: accounts.cash,
        credited: paid,
        source: 'sportsbook',
        creditId: `sb-cashout|${quoteId}`,
      })
    : null;
  if (owed) transfers.push(owed.spec);
  const { betSet, row } = cashoutRecord(bet, m);
  await writeAccept(trx, {
    transfers,
    // A cash-out pays like a settlement: it counts as a win in the loss window (ADR 024).
    usage: await winsUsage(trx, [{ customerId: bet.customer_id, currency: bet.currency, amount: paid }]),
    bet: trx.updateTable('sb_bet').set(betSet).where('id', '=', bet.id),
    cashout: trx.insertInto('sb_cashout').values(row),
  });
}
