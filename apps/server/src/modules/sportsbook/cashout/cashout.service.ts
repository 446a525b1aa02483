import { randomUUID } from 'node:crypto';
import {
  CASHOUT_REASON_MESSAGES,
  type CashoutAuto,
  type CashoutQuote,
  type CashoutUnavailableReason,
  fromMinor,
  toMinor,
} from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { intOption, readOptions } from '../../../core/site-options.ts';
import { AppError } from '../../../lib/app-error.ts';
import { clock } from '../../../lib/clock.ts';
import type { BetsCtx } from '../bets/place/place.context.ts';
import { assess } from './assess.ts';
import { type CashoutBet, insertQuote, pricedBetOf, pricedBetQuery, readBet } from './cashout.repository.ts';

/**
 * Cash-out quotes and auto cash-out rules (docs/decisions/066-cash-out-pricing-and-locking.md);
 * accepting a quote is cashout-accept.ts. Quotes live in the database, so any process accepts them.
 */

/** Operator options: the margin in basis points (default 5 %) and a quote's life (default 5 s). */
export const CASHOUT_OPTIONS = { margin: 'sportsbook.cashoutmargin', ttl: 'sportsbook.cashoutquoteseconds' };

export async function cashoutOptions(db: Kysely<Database>): Promise<{ marginBp: number; ttlMs: number }> {
  const o = await readOptions(db, [CASHOUT_OPTIONS.margin, CASHOUT_OPTIONS.ttl]);
  return {
    marginBp: intOption(o, CASHOUT_OPTIONS.margin, 500, 0, 2_000),
    ttlMs: intOption(o, CASHOUT_OPTIONS.ttl, 5, 2, 30) * 1000,
  };
}

export function unavailable(reason: CashoutUnavailableReason): AppError {
  return new AppError('CASHOUT_UNAVAILABLE', { message: CASHOUT_REASON_MESSAGES[reason], data: { reason } });
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function betOf(db: Kysely<Database>, customerId: bigint, betId: string, lock = false) {
  const bet = UUID.test(betId) ? await readBet(db, customerId, betId, lock) : undefined;
  if (!bet) throw new AppError('BET_NOT_FOUND');
  return bet;
}

/** The bet's value now, less the margin, or the reason there is none (its legs and switches read again). */
export async function valueNow(ctx: BetsCtx, db: Kysely<Database>, bet: CashoutBet, marginBp: number) {
  const priced = pricedBetOf(await pricedBetQuery(db, bet.customer_id, bet.id).execute());
  if (!priced) throw new AppError('BET_NOT_FOUND');
  return assess(ctx.catalogue, bet, priced.legs, {
    marginBp,
    switchedOff: priced.switchedOff,
    now: clock.ms(),
  });
}

/**
 * A new quote for the whole bet, stored with its expiry; CASHOUT_UNAVAILABLE with the reason.
 * Two statements: the bet with its legs and switches, and the quote's insert
 * (cashout-statements.perf-contract.test.ts).
 */
export async function quoteCashout(ctx: BetsCtx, customerId: bigint, betId: string): Promise<CashoutQuote> {
  const priced = UUID.test(betId)
    ? pricedBetOf(await pricedBetQuery(ctx.db, customerId, betId).execute())
    : undefined;
  if (!priced) throw new AppError('BET_NOT_FOUND');
  const { bet, legs, switchedOff: off } = priced;
  const { marginBp, ttlMs } = await cashoutOptions(ctx.db);
  const found = assess(ctx.catalogue, bet, legs, { marginBp, switchedOff: off, now: clock.ms() });
  if (!found.ok) throw unavailable(found.reason);
  const now = clock.now();
  const quote = {
    id: randomUUID(),
    bet_id: bet.id,
    customer_id: customerId,
    amount: found.quote,
    expires_at: new Date(now.getTime() + ttlMs),
    created_at: now,
  };
  await insertQuote(ctx.db, quote);
  return { quoteId: quote.id, amount: fromMinor(quote.amount), expiresAt: quote.expires_at.toISOString() };
}

/**
 * The player's auto cash-out threshold; auto-evaluator.ts runs it when the bet's prices move
 * (docs/decisions/074-auto-cash-out.md).
 */
export async function readAuto(
  db: Kysely<Database>,
  customerId: bigint,
  betId: string,
): Promise<CashoutAuto> {
  const bet = await betOf(db, customerId, betId);
  const row = await db
    .selectFrom('sb_cashout_auto')
    .select('threshold')
    .where('bet_id', '=', bet.id)
    .executeTakeFirst();
  return { threshold: row ? fromMinor(row.threshold) : null };
}

export async function saveAuto(
  db: Kysely<Database>,
  customerId: bigint,
  betId: string,
  threshold: number | null,
): Promise<CashoutAuto> {
  const minor = threshold === null ? null : toMinor(threshold);
  if (threshold !== null && (minor === null || minor <= 0n)) throw new AppError('VALIDATION_FAILED');
  // The bet row locked, as a cash-out locks it (ADR 074): no rule is saved on a bet an auto or
  // manual cash-out or a settlement is closing, and a removal waits for a running auto cash-out.
  return db.transaction().execute(async (trx) => {
    const bet = await betOf(trx, customerId, betId, true);
    if (bet.status !== 'open' && bet.status !== 'pending') throw unavailable('bet_closed');
    if (minor === null) {
      await trx.deleteFrom('sb_cashout_auto').where('bet_id', '=', bet.id).execute();
      return { threshold: null };
    }
    const values = { threshold: minor, updated_at: clock.now() };
    await trx
      .insertInto('sb_cashout_auto')
      .values({ bet_id: bet.id, ...values })
      .onConflict((oc) => oc.column('bet_id').doUpdateSet(values))
      .execute();
    return { threshold };
  });
}
