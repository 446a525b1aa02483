import type { Transaction } from 'kysely';
import type { OddsChangePolicy } from '@lalebet/shared';
import type { Database } from '../../../../db/database.ts';
import { clock } from '../../../../lib/clock.ts';
import {
  ensurePlayerBonusAccount,
  ensureSystemAccount,
  postTransfers,
  resolveHold,
  transferId,
} from '../../../../core/ledger/index.ts';
import { lockBonusesIfActive } from '../../../../core/bonus/index.ts';
import { findBet } from '../api/bets.repository.ts';
import { betState, withLegs } from '../api/bets.mapper.ts';
import { type BetsCtx, pushAfterCommit } from './place.context.ts';
import { judgeBet } from './live-verdict.ts';
import { type PendingPricing, bookAtCurrentOdds } from './live-booking.ts';
import { bonusStakeTransferId, stakeTransferId } from './stake.ts';
import { recordWin } from '../../../../core/protection/index.ts';
import { trackJob } from '../../../../infra/metrics/jobs.ts';

/**
 * Decides live bets when their bet delay ends (docs/sportsbook.md §7, step 5), per chosen outcome
 * (docs/decisions/060-live-bets-decided-per-outcome.md): refused when a leg's market was not
 * active at some moment of the delay or its outcome is inactive (MARKET_SUSPENDED), or its
 * outcome's price moved against the bet's policy (ODDS_CHANGED); accepted, the legs are booked at
 * the current prices (live-booking.ts) and the hold is posted, else voided. Each bet is taken with
 * `for update skip locked`, so several processes (and the timer racing the sweep) decide it once.
 */
export type Decider = {
  /** Decide this bet when `at` comes (an in-process timer). */
  schedule(betId: string, at: Date): void;
  /** Decide every pending bet whose time has come; returns how many were decided. */
  decideDue(): Promise<number>;
  /** Sweep once now (bets left by a stopped process), then every few seconds. */
  start(): Promise<void>;
  stop(): void;
};

const SWEEP_MS = 5_000;

type Pending = PendingPricing & {
  customer_id: bigint;
  total_stake: bigint;
  bonus_stake: bigint;
  customer_bonus_id: bigint | null;
  odds_policy: OddsChangePolicy;
};

export function createDecider(ctx: BetsCtx): Decider {
  const timers = new Set<NodeJS.Timeout>();
  let sweep: NodeJS.Timeout | null = null;
  const warn = (err: unknown) => ctx.log.warn({ err }, 'sportsbook: live bet decision failed');

  /** One pending bet, due and not taken by another process; false when there was none. */
  async function decideOne(betId: string | null): Promise<boolean> {
    const done = await ctx.db.transaction().execute(async (trx) => {
      let q = trx
        .selectFrom('sb_bet')
        .select([
          'id',
          'customer_id',
          'currency',
          'total_stake',
          'bonus_stake',
          'customer_bonus_id',
          'potential_payout',
          'kind',
          'system_sizes',
          'stake_per_line',
          'max_payout',
          'odds_policy',
        ])
        .where('status', '=', 'pending')
        .where('decide_at', '<=', clock.now());
      if (betId) q = q.where('id', '=', betId);
      const bet = await q.orderBy('decide_at').limit(1).forUpdate().skipLocked().executeTakeFirst();
      if (!bet) return null;
      await decide(ctx, trx, bet);
      return bet;
    });
    if (!done) return false;
    const row = await findBet(ctx.db, done.customer_id, done.id);
    if (row) pushAfterCommit(ctx, done.customer_id, betState((await withLegs(ctx.db, [row]))[0]!), true);
    return true;
  }

  return {
    schedule(betId, at) {
      const timer = setTimeout(
        () => {
          timers.delete(timer);
          decideOne(betId).catch(warn);
        },
        Math.max(0, at.getTime() - clock.ms()),
      );
      timer.unref();
      timers.add(timer);
    },
    async decideDue() {
      let n = 0;
      while (await decideOne(null)) n++;
      return n;
    },
    async start() {
      await this.decideDue();
      sweep = setInterval(
        () => void trackJob('live-bet-decider', () => this.decideDue()).catch(warn),
        SWEEP_MS,
      );
      sweep.unref();
    },
    stop() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      if (sweep) clearInterval(sweep);
      sweep = null;
    },
  };
}

async function decide(ctx: BetsCtx, trx: Transaction<Database>, bet: Pending): Promise<void> {
  const legs = await trx
    .selectFrom('sb_bet_leg')
    .select([
      'leg_no',
      'event_id',
      'market_id',
      'specifiers',
      'outcome_id',
      'odds_milli',
      'suspensions',
      'banker',
    ])
    .where('bet_id', '=', bet.id)
    .orderBy('leg_no')
    .execute();
  const verdict = judgeBet(ctx.catalogue, bet.odds_policy, legs);
  const { refusal } = verdict;
  const now = clock.now();
  await resolveStake(trx, bet, refusal !== null);
  if (refusal) {
    // The refused stake goes back: counted as a refund in the loss window, like a rollback.
    // Its exposure leaves with the status below (the sb_bet trigger, docs/decisions/084-exposure-of-open-bets-and-scoped-limits.md).
    await recordWin(trx, { customerId: bet.customer_id, currency: bet.currency, amount: bet.total_stake });
  } else {
    await bookAtCurrentOdds(trx, bet, legs, verdict.oddsMilli);
  }
  await trx
    .updateTable('sb_bet')
    .set(refusal ? { status: 'refused', refusal } : { status: 'open', accepted_at: now })
    .where('id', '=', bet.id)
    .execute();
}

/**
 * Posts or voids the stake's holds: the cash part and the bonus part (either may be absent). A
 * voided bonus part is back in the bonus account; if its bonus ended during the delay that money
 * is no longer the player's, so it goes on to the house, as a casino rollback refunds the bonus
 * part of a stake (ADR 012). Lock order: the sb_bet row (the caller), the bonus row, then ledger.
 */
async function resolveStake(trx: Transaction<Database>, bet: Pending, refused: boolean): Promise<void> {
  const ended =
    refused && bet.bonus_stake > 0n && bet.customer_bonus_id !== null
      ? !(await lockBonusesIfActive(trx, [bet.customer_bonus_id])).has(bet.customer_bonus_id)
      : false;
  const holds = [
    { part: '', pendingId: stakeTransferId(bet.id), amount: bet.total_stake - bet.bonus_stake },
    { part: '-bonus', pendingId: bonusStakeTransferId(bet.id), amount: bet.bonus_stake },
  ];
  for (const h of holds) {
    if (h.amount <= 0n) continue;
    await resolveHold(trx, {
      id: transferId('sportsbook', `${refused ? 'refuse' : 'accept'}${h.part}`, bet.id),
      pendingId: h.pendingId,
      action: refused ? 'void' : 'post',
      code: refused ? 'sports_bet_refused' : h.part ? 'sports_bet_bonus' : 'sports_bet',
      metadata: { betId: bet.id },
    });
  }
  if (ended) {
    await postTransfers(trx, [
      {
        id: transferId('sportsbook', 'refuse-bonus-ended', bet.id),
        debit: await ensurePlayerBonusAccount(trx, bet.customer_id, bet.currency),
        credit: await ensureSystemAccount(trx, 'bonus', 'house', bet.currency),
        amount: bet.bonus_stake,
        currency: bet.currency,
        code: 'sports_bet_bonus_ended',
        metadata: { betId: bet.id, customerBonusId: String(bet.customer_bonus_id) },
      },
    ]);
  }
}
