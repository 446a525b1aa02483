import { createHash } from 'node:crypto';
import { NotificationKind, fromMinor } from '@lalebet/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { type AfterCommit, fireAfterCommit } from '../../../lib/after-commit.ts';
import { clock } from '../../../lib/clock.ts';
import { liraBoth } from '../../../lib/lira.ts';
import { pushAfterCommit, type BetsCtx } from '../bets/place/place.context.ts';
import { applyCashout } from './cashout-apply.ts';
import { type CashoutBet, readBet, readCashout } from './cashout.repository.ts';
import { valueNow } from './cashout.service.ts';
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

type Decision =
  | { outcome: Exclude<AutoOutcome, 'fired'> }
  | { outcome: 'fire'; bet: CashoutBet; quoteId: string; value: bigint; notified?: AfterCommit };

/**
 * Whether the bet's rule fires now: the bet row locked first, as every cash-out and settlement
 * (ADR 066's lock order), then the rule, so a player removing it either waits for this
 * transaction or removed it before and it never fires.
 */
async function decide(
  ctx: BetsCtx,
  trx: Transaction<Database>,
  customerId: bigint,
  betId: string,
  marginBp: number,
): Promise<Decision> {
  const bet = await readBet(trx, customerId, betId, true);
  if (!bet || bet.status !== 'open') return { outcome: 'gone' };
  const rule = await trx
    .selectFrom('sb_cashout_auto')
    .select(['threshold', 'updated_at'])
    .where('bet_id', '=', betId)
    .forUpdate()
    .executeTakeFirst();
  if (!rule) return { outcome: 'gone' };
  const quoteId = autoQuoteId(bet.id, rule.updated_at);
  if (await readCashout(trx, quoteId)) return { outcome: 'gone' };
  const found = await valueNow(ctx, trx, bet, marginBp);
  if (!found.ok) return { outcome: 'unavailable' };
  if (found.quote < rule.threshold) return { outcome: 'below' };
  return { outcome: 'fire', bet, quoteId, value: found.quote };
}

async function fireIn(
  ctx: BetsCtx,
  trx: Transaction<Database>,
  customerId: bigint,
  betId: string,
  marginBp: number,
): Promise<Decision> {
  const d = await decide(ctx, trx, customerId, betId, marginBp);
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
  // Stored with the cash-out (never for one that rolled back), pushed after the commit.
  const notified = await ctx.notifier.notifyWithin?.(trx, customerId, cashedOutNotification(value));
  return { ...d, notified };
}

/** The player's notification: the bet was cashed out without them, for this amount. */
export function cashedOutNotification(amount: bigint) {
  const paid = liraBoth(amount);
  return {
    type: NotificationKind.System,
    title: { tr: 'Otomatik bozdurma', en: 'Auto cash-out' },
    note: {
      tr: `Kuponunuz belirlediğiniz tutara ulaştı ve ${paid.tr} karşılığında otomatik olarak bozduruldu.`,
      en: `Your bet reached the amount you set and was cashed out automatically for ${paid.en}.`,
    },
  };
}

/**
 * Decides one bet's rule under the bet row's lock and, when it fires, cashes the bet out; the
 * bet's new state and the balance go to the player after the commit, as the player's own
 * cash-out's do. auto-page.ts calls it only for bets its unlocked first look found at or above
 * their threshold.
 */
export async function autoCashout(
  ctx: BetsCtx,
  customerId: bigint,
  betId: string,
  marginBp: number,
): Promise<AutoOutcome> {
  const d = await ctx.db.transaction().execute((trx) => fireIn(ctx, trx, customerId, betId, marginBp));
  if (d.outcome !== 'fire') return d.outcome;
  const payout = fromMinor(d.value);
  pushAfterCommit(ctx, customerId, { id: betId, status: 'cashed_out', payout, refusal: null }, true);
  if (d.notified) fireAfterCommit(ctx.log, 'sportsbook: auto cash-out', [d.notified]);
  return 'fired';
}
