import type { Transaction } from 'kysely';
import type { BetStateDto } from '@lalebet/shared';
import type { Database } from '../../../../db/database.ts';
import { clock } from '../../../../lib/clock.ts';
import { type TransferSpec, playerAccountKey, playerBonusAccountKey } from '../../../../core/ledger/index.ts';
import { recordWins } from '../../../../core/protection/limits.ts';
import { lockBonusesIfActive } from '../../../../core/bonus/wagering.ts';
import type { AfterCommit } from '../../../../lib/after-commit.ts';
import type { MarketLineKey } from '../../settlement-sink.ts';
import { type BetRow, type LegRow, SETTLED, UNTOUCHED, matches, targetOf } from './bet-target.ts';
import { type LineFacts, legStateOf, readLineFacts } from './line-facts.ts';
import type { SettleAccounts } from './postings.ts';
import { reverseMoney, settleMoney } from './bet-money.ts';
import { lockPlayers } from './players.ts';
import { type NotifyWithin, type Tied, countWagering } from './bonus-wagering.ts';
import type { SettlementKind } from './settle.table.ts';
import { type BetUpdate, type LegUpdate, writeChunk } from './chunk-writes.ts';
import { type CashCredit, collectFromWins } from './collect-debts.ts';

/** Which feed call is applying the line: names the settlement rows it writes. */
export type LineOp = 'settle' | 'rollback' | 'cancel' | 'rollback_cancel';
const FORWARD: Record<LineOp, SettlementKind> = {
  settle: 'settle',
  rollback: 'settle',
  cancel: 'cancel',
  rollback_cancel: 'settle',
};
const REVERSE: Record<LineOp, SettlementKind> = {
  settle: 'rollback',
  rollback: 'rollback',
  cancel: 'rollback',
  rollback_cancel: 'rollback_cancel',
};

export type Changed = { customerId: bigint; bet: BetStateDto };
/** What a committed chunk pushes: bet states, the bonuses whose progress moved, stored notifications. */
export type ChunkResult = { changed: Changed[]; bonusIds: bigint[]; afterCommit: AfterCommit[] };
export type AccountsOf = (trx: Transaction<Database>, currency: string) => Promise<SettleAccounts>;

const lira = (kurus: bigint | null) => (kurus == null ? null : Number(kurus) / 100);

/**
 * One transaction's worth of a line: locks the bets (id order), brings the line's legs to the
 * line's current facts, and moves every bet whose recorded settlement differs from what its legs
 * now say: the old generation reversed, the new one posted (docs/decisions/022-...).
 * Bets another caller already brought to this version are skipped, so overlapping calls post once.
 */
export async function applyChunk(
  trx: Transaction<Database>,
  line: MarketLineKey,
  betIds: string[],
  op: LineOp,
  accountsOf: AccountsOf,
  notifyWithin?: NotifyWithin,
): Promise<ChunkResult> {
  const bets = (await trx
    .selectFrom('sb_bet')
    .select([
      'id',
      'customer_id',
      'currency',
      'kind',
      'system_sizes',
      'stake_per_line',
      'total_stake',
      'bonus_stake',
      'customer_bonus_id',
      'bonus_payout',
      'wagering_counted',
      'max_payout',
      'status',
      'payout',
      'capped',
      'generation',
      'placed_at',
    ])
    .where('id', 'in', betIds)
    .where('status', 'not in', UNTOUCHED)
    .orderBy('id')
    .forUpdate()
    .execute()) as BetRow[];
  if (!bets.length) return { changed: [], bonusIds: [], afterCommit: [] };
  const ids = bets.map((b) => b.id);
  const facts: LineFacts = await readLineFacts(trx, line);
  const legs = await trx
    .selectFrom('sb_bet_leg as l')
    .leftJoin('sb_leg_sync as s', (j) =>
      j.onRef('s.bet_id', '=', 'l.bet_id').onRef('s.leg_no', '=', 'l.leg_no'),
    )
    .select([
      'l.bet_id',
      'l.leg_no',
      'l.outcome_id',
      'l.odds_milli',
      'l.result',
      'l.void_factor',
      'l.dead_heat_factor',
      'l.event_id',
      'l.market_id',
      'l.specifiers',
      's.version',
    ])
    .where('l.bet_id', 'in', ids)
    .orderBy('l.bet_id')
    .orderBy('l.leg_no')
    .execute();
  const onLine = (l: (typeof legs)[number]) =>
    l.event_id === line.eventId && l.market_id === line.marketId && l.specifiers === line.specifiers;

  const legUpdates: LegUpdate[] = [];
  const synced: { bet_id: string; leg_no: number }[] = [];
  const moving: { bet: BetRow; target: ReturnType<typeof targetOf>; legs: LegRow[] }[] = [];
  for (const bet of bets) {
    const own = legs.filter((l) => l.bet_id === bet.id);
    const mine = own.filter(onLine);
    if (!mine.length || mine.every((l) => (l.version ?? 0) >= facts.version)) continue;
    for (const l of mine) {
      const next = legStateOf(facts, l.outcome_id, bet.placed_at.getTime());
      if (
        next.result !== l.result ||
        next.void_factor !== l.void_factor ||
        next.dead_heat_factor !== l.dead_heat_factor
      ) {
        Object.assign(l, next);
        legUpdates.push({ bet_id: l.bet_id, leg_no: l.leg_no, ...next });
      }
      synced.push({ bet_id: l.bet_id, leg_no: l.leg_no });
    }
    const target = targetOf(bet, own as LegRow[]);
    if (!matches(bet, target)) moving.push({ bet, target, legs: own as LegRow[] });
  }

  // Lock order (ADR 012): the bets' bonus rows, then the players' cash and bonus accounts.
  const active = await lockBonusesIfActive(
    trx,
    moving.flatMap((m) => m.bet.customer_bonus_id ?? []),
  );
  const isActive = (bet: BetRow) => bet.customer_bonus_id !== null && active.has(bet.customer_bonus_id);
  const held = await lockPlayers(trx, moving, isActive);
  const now = clock.now();
  const transfers: TransferSpec[] = [];
  const betUpdates: BetUpdate[] = [];
  const rows: {
    bet_id: string;
    generation: number;
    kind: SettlementKind;
    payout: bigint;
    created_at: Date;
  }[] = [];
  const debts: {
    bet_id: string;
    generation: number;
    customer_id: bigint;
    amount: bigint;
    created_at: Date;
  }[] = [];
  const changed: Changed[] = [];
  const credits: CashCredit[] = [];
  const tied: Tied[] = [];
  for (const { bet, target, legs: own } of moving) {
    const accounts = await accountsOf(trx, bet.currency);
    const sides = {
      cash: held.get(playerAccountKey(bet.customer_id, bet.currency))!,
      bonus: isActive(bet) ? held.get(playerBonusAccountKey(bet.customer_id, bet.currency))! : null,
    };
    let generation = bet.generation;
    let bonusPayout: bigint | null = null;
    if (SETTLED.has(bet.status)) {
      const { specs, debt } = reverseMoney(accounts, bet, generation, sides);
      transfers.push(...specs);
      rows.push({ bet_id: bet.id, generation, kind: REVERSE[op], payout: bet.payout!, created_at: now });
      if (debt > 0n)
        debts.push({
          bet_id: bet.id,
          generation,
          customer_id: bet.customer_id,
          amount: debt,
          created_at: now,
        });
    }
    if (target) {
      generation += 1;
      const settled = settleMoney(accounts, bet, target, generation, sides);
      transfers.push(...settled.specs);
      bonusPayout = settled.bonusPayout;
      credits.push({
        customerId: bet.customer_id,
        currency: bet.currency,
        cash: sides.cash.id,
        credited: settled.specs.reduce((sum, t) => (t.credit === sides.cash.id ? sum + t.amount : sum), 0n),
        betId: bet.id,
        generation,
      });
      rows.push({ bet_id: bet.id, generation, kind: FORWARD[op], payout: target.payout, created_at: now });
    }
    const update: BetUpdate = target
      ? {
          id: bet.id,
          status: target.status,
          payout: target.payout,
          bonus_payout: bonusPayout,
          capped: target.capped,
          generation,
          settled_at: now,
        }
      : {
          id: bet.id,
          status: 'open',
          payout: null,
          bonus_payout: null,
          capped: false,
          generation,
          settled_at: null,
        };
    betUpdates.push(update);
    if (isActive(bet)) tied.push(tiedOf(bet, target, own));
    changed.push({
      customerId: bet.customer_id,
      bet: { id: bet.id, status: update.status, payout: lira(update.payout), refusal: null },
    });
  }
  // Payouts count as wins in the loss window; a correction counts the difference (ADR 024).
  await recordWins(
    trx,
    moving.map(({ bet, target }) => ({
      customerId: bet.customer_id,
      currency: bet.currency,
      amount: (target?.payout ?? 0n) - (SETTLED.has(bet.status) ? bet.payout! : 0n),
    })),
  );
  await writeChunk(trx, { legUpdates, synced, version: facts.version, transfers, betUpdates, rows, debts });
  await collectFromWins(trx, credits);
  // After the transfers: a conversion then includes this chunk's bonus winnings.
  const afterCommit = await countWagering(trx, tied, notifyWithin);
  return { changed, bonusIds: [...new Set(tied.map((t) => t.bonusId))], afterCommit };
}

/** What wagering needs of a moving bet tied to an active bonus (settle/bonus-wagering.ts). */
function tiedOf(bet: BetRow, target: ReturnType<typeof targetOf>, legs: LegRow[]): Tied {
  return {
    betId: bet.id,
    customerId: bet.customer_id,
    currency: bet.currency,
    bonusId: bet.customer_bonus_id!,
    stake: bet.total_stake,
    removed: SETTLED.has(bet.status) ? bet.wagering_counted : 0n,
    settled: target && {
      kind: bet.kind,
      systemSizes: bet.system_sizes,
      status: target.status,
      legs: legs.map((l) => ({ oddsMilli: l.odds_milli, void: l.result === 'void' })),
    },
  };
}
