import { createHash } from 'node:crypto';
import { fromMinor } from '@lalebet/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { clock } from '../../../lib/clock.ts';
import { pushAfterCommit, type BetsCtx } from '../bets/place/place.context.ts';
import { applyCashout } from './cashout-apply.ts';
import { type CashoutBet, readBet, readCashout } from './cashout.repository.ts';
import { cashoutOptions, valueNow } from './cashout.service.ts';
import { splitStake } from './money.ts';

/**
 * Auto cash-out (docs/decisions/074-auto-cash-out.md): a bet whose cash-out value reached the
 * player's threshold is cashed out in full, in one transaction that takes the same steps as the
 * player's acceptance (cashout-accept.ts, ADR 066): the bet row locked first, re-priced under
 * that lock, the same ledger transfers and `sb_cashout` row keyed by the quote id.
 */

export type AutoOutcome = 'fired' | 'below' | 'unavailable' | 'gone';

/**
 * The quote id of a rule: the same in every process for one rule (a rule saved again has a new
 * `updated_at`), so processes evaluating the same bet at once race for one idempotency key.
 */
export function autoQuoteId(betId: string, ruleSavedAt: Date): string {
  const h = createHash('sha256')
    .update(`sb-auto-cashout|${betId}|${ruleSavedAt.toISOString()}`)
    .digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Open bets with a rule and an open leg on the event, in bet id order after `after`. */
export function betsToEvaluate(db: Kysely<Database>, eventId: string, after: string, limit: number) {
  return db
    .selectFrom('sb_cashout_auto as a')
    .innerJoin('sb_bet as b', 'b.id', 'a.bet_id')
    .select(['b.id', 'b.customer_id'])
    .where('b.status', '=', 'open')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('sb_bet_leg as l')
          .select('l.leg_no')
          .whereRef('l.bet_id', '=', 'b.id')
          .where('l.event_id', '=', eventId)
          .where('l.result', '=', 'open'),
      ),
    )
    .$if(after !== '', (q) => q.where('b.id', '>', after))
    .orderBy('b.id')
    .limit(limit)
    .execute();
}

type Decision =
  | { outcome: Exclude<AutoOutcome, 'fired'> }
  | { outcome: 'fire'; bet: CashoutBet; quoteId: string; value: bigint };

/**
 * Whether the bet's rule fires now. `lock`: the bet row first, as every cash-out and settlement
 * (ADR 066's lock order), then the rule, so a player removing it either waits for this
 * transaction or removed it before and it never fires.
 */
async function decide(
  ctx: BetsCtx,
  db: Kysely<Database>,
  customerId: bigint,
  betId: string,
  marginBp: number,
  lock: boolean,
) {
  const bet = await readBet(db, customerId, betId, lock);
  if (!bet || bet.status !== 'open') return { outcome: 'gone' } as Decision;
  const q = db.selectFrom('sb_cashout_auto').select(['threshold', 'updated_at']).where('bet_id', '=', betId);
  const rule = await (lock ? q.forUpdate() : q).executeTakeFirst();
  if (!rule) return { outcome: 'gone' } as Decision;
  const quoteId = autoQuoteId(bet.id, rule.updated_at);
  if (await readCashout(db, quoteId)) return { outcome: 'gone' } as Decision;
  const found = await valueNow(ctx, db, bet, marginBp);
  if (!found.ok) return { outcome: 'unavailable' } as Decision;
  if (found.quote < rule.threshold) return { outcome: 'below' } as Decision;
  return { outcome: 'fire', bet, quoteId, value: found.quote } as Decision;
}

async function fireIn(
  ctx: BetsCtx,
  trx: Transaction<Database>,
  customerId: bigint,
  betId: string,
  marginBp: number,
) {
  const d = await decide(ctx, trx, customerId, betId, marginBp, true);
  if (d.outcome !== 'fire') return d;
  // The player chose the threshold: the value now is paid, as the `any` policy (ADR 074).
  const now = clock.now();
  const { bet, quoteId, value } = d;
  await trx
    .insertInto('sb_cashout_quote')
    .values({
      id: quoteId,
      bet_id: bet.id,
      customer_id: customerId,
      amount: value,
      expires_at: now,
      created_at: now,
    })
    .execute();
  await applyCashout(trx, bet, quoteId, splitStake(bet, value, value), value, now);
  await trx.deleteFrom('sb_cashout_auto').where('bet_id', '=', bet.id).execute();
  return d;
}

/**
 * Evaluates one bet's rule: priced first without a lock (most price changes leave a bet below
 * its threshold, and a lock per bet and price would queue behind settlement), then, when it
 * would fire, again under the lock, where it is decided. A cash-out pushes the bet's new state
 * and the balance to the player, as the player's own does.
 */
export async function autoCashout(
  ctx: BetsCtx,
  customerId: bigint,
  betId: string,
  marginBp: number,
): Promise<AutoOutcome> {
  const seen = await decide(ctx, ctx.db, customerId, betId, marginBp, false);
  if (seen.outcome !== 'fire') return seen.outcome;
  const d = await ctx.db.transaction().execute((trx) => fireIn(ctx, trx, customerId, betId, marginBp));
  if (d.outcome !== 'fire') return d.outcome;
  const payout = fromMinor(d.value);
  pushAfterCommit(ctx, customerId, { id: betId, status: 'cashed_out', payout, refusal: null }, true);
  return 'fired';
}

/**
 * One page of an event's rules: up to `limit` bets after `after`. Returns what each bet came to
 * and the last bet id when the page was full (more may follow), else null.
 */
export async function evaluateEvent(
  ctx: BetsCtx,
  eventId: string,
  opts: { after?: string; limit?: number } = {},
): Promise<{ outcomes: AutoOutcome[]; next: string | null }> {
  const limit = opts.limit ?? 100;
  const bets = await betsToEvaluate(ctx.db, eventId, opts.after ?? '', limit);
  if (!bets.length) return { outcomes: [], next: null };
  const { marginBp } = await cashoutOptions(ctx.db);
  const outcomes: AutoOutcome[] = [];
  for (const b of bets) outcomes.push(await autoCashout(ctx, b.customer_id, b.id, marginBp));
  return { outcomes, next: bets.length === limit ? bets.at(-1)!.id : null };
}
