import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { clock } from '../../../lib/clock.ts';
import type { BetsCtx } from '../bets/place/place.context.ts';
import { assess } from './assess.ts';
import { type AutoOutcome, autoCashout } from './auto-cashout.ts';
import { type CashoutLeg, readBets, readLegsOf, switchesOf } from './cashout.repository.ts';
import { cashoutOptions } from './cashout.service.ts';

/**
 * One page of an event's auto cash-out rules (docs/decisions/074-auto-cash-out.md). A first look
 * without locks prices the whole page in four queries (rules, bets, legs, switches) and the
 * catalogue in memory: most price changes leave a bet below its threshold, and a transaction per
 * bet and price would queue behind settlement. Only a bet found at or above its threshold goes
 * to autoCashout, which decides again under the bet row's lock.
 */

/** Open bets with a rule and an open leg on the event, in bet id order after `after`. */
export function betsToEvaluate(db: Kysely<Database>, eventId: string, after: string, limit: number) {
  return db
    .selectFrom('sb_cashout_auto as a')
    .innerJoin('sb_bet as b', 'b.id', 'a.bet_id')
    .select(['b.id', 'b.customer_id', 'a.threshold'])
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

/**
 * Up to `limit` bets after `after`: what each came to, and the last bet id when the page was
 * full (more may follow), else null.
 */
export async function evaluateEvent(
  ctx: BetsCtx,
  eventId: string,
  opts: { after?: string; limit?: number } = {},
): Promise<{ outcomes: AutoOutcome[]; next: string | null }> {
  const limit = opts.limit ?? 100;
  const page = await betsToEvaluate(ctx.db, eventId, opts.after ?? '', limit);
  if (!page.length) return { outcomes: [], next: null };
  const ids = page.map((b) => b.id);
  const [{ marginBp }, bets, legRows] = await Promise.all([
    cashoutOptions(ctx.db),
    readBets(ctx.db, ids),
    readLegsOf(ctx.db, ids),
  ]);
  const legs = new Map<string, CashoutLeg[]>();
  for (const l of legRows) legs.set(l.bet_id, [...(legs.get(l.bet_id) ?? []), l]);
  const legsOf = (id: string) => legs.get(id) ?? [];
  const off = await switchesOf(
    ctx.db,
    bets.map((b) => ({ customerId: b.customer_id, legs: legsOf(b.id) })),
  );
  const byId = new Map(bets.map((b) => [b.id, b]));
  const outcomes: AutoOutcome[] = [];
  for (const { id, customer_id, threshold } of page) {
    const bet = byId.get(id);
    const found = bet
      ? assess(ctx.catalogue, bet, legsOf(id), {
          marginBp,
          switchedOff: off(customer_id, legsOf(id)),
          now: clock.ms(),
        })
      : ({ ok: false, reason: 'bet_closed' } as const);
    if (!found.ok) outcomes.push(found.reason === 'bet_closed' ? 'gone' : 'unavailable');
    else if (found.quote < threshold) outcomes.push('below');
    else outcomes.push(await autoCashout(ctx, customer_id, id, marginBp));
  }
  return { outcomes, next: page.length === limit ? page.at(-1)!.id : null };
}
