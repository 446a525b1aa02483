import { type Transaction, sql } from 'kysely';
import type { BetStateDto } from '@lalebet/shared';
import type { Database } from '../../../../db/database.ts';
import { clock } from '../../../../lib/clock.ts';
import { type TransferSpec, ensurePlayerAccount, playerAccountKey } from '../../../../core/ledger/index.ts';
import { recordWins } from '../../../../core/protection/limits.ts';
import type { MarketLineKey } from '../../settlement-sink.ts';
import { type BetRow, type LegRow, SETTLED, UNTOUCHED, matches, targetOf } from './bet-target.ts';
import { type LineFacts, legStateOf, readLineFacts } from './line-facts.ts';
import { type SettleAccounts, reverseTransfers, settleTransfers } from './postings.ts';
import type { SettlementKind } from './settle.table.ts';
import { type BetUpdate, type LegUpdate, writeChunk } from './chunk-writes.ts';

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
): Promise<Changed[]> {
  const bets = (await trx
    .selectFrom('sb_bet')
    .select([
      'id',
      'customer_id',
      'currency',
      'kind',
      'system_size',
      'stake_per_line',
      'total_stake',
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
  if (!bets.length) return [];
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
  const moving: { bet: BetRow; target: ReturnType<typeof targetOf> }[] = [];
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
    if (!matches(bet, target)) moving.push({ bet, target });
  }

  const cash = await lockCash(trx, moving);
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
  for (const { bet, target } of moving) {
    const accounts = await accountsOf(trx, bet.currency);
    const account = cash.get(playerAccountKey(bet.customer_id, bet.currency))!;
    let generation = bet.generation;
    if (SETTLED.has(bet.status)) {
      const money = {
        betId: bet.id,
        generation,
        stake: bet.total_stake,
        payout: bet.payout!,
        cash: account.id,
      };
      const { specs, debt } = reverseTransfers(accounts, money, account.available);
      account.available -= bet.payout! - debt;
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
      transfers.push(
        ...settleTransfers(accounts, {
          betId: bet.id,
          generation,
          stake: bet.total_stake,
          payout: target.payout,
          cash: account.id,
        }),
      );
      account.available += target.payout;
      rows.push({ bet_id: bet.id, generation, kind: FORWARD[op], payout: target.payout, created_at: now });
    }
    const update: BetUpdate = target
      ? {
          id: bet.id,
          status: target.status,
          payout: target.payout,
          capped: target.capped,
          generation,
          settled_at: now,
        }
      : { id: bet.id, status: 'open', payout: null, capped: false, generation, settled_at: null };
    betUpdates.push(update);
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
  return changed;
}

/**
 * Locks the moving bets' players' cash accounts in id order (the ledger's lock order) and reads
 * what each holds, keyed by the account key (a player has one cash account per currency).
 */
async function lockCash(trx: Transaction<Database>, moving: { bet: BetRow }[]) {
  const found = new Map<string, { id: bigint; available: bigint }>();
  const owners = new Map(moving.map((m) => [playerAccountKey(m.bet.customer_id, m.bet.currency), m.bet]));
  if (!owners.size) return found;
  const keys = [...owners.keys()];
  const read = () =>
    sql<{ id: bigint; key: string; available: bigint }>`
      select id, key, credits_posted - debits_posted - debits_pending as available
      from ledger_account where key = any(${keys}::text[]) order by id for update`.execute(trx);
  let { rows } = await read();
  if (rows.length < keys.length) {
    // A bet staked from bonus money alone may meet a player with no cash account yet.
    const have = new Set(rows.map((r) => r.key));
    for (const [key, bet] of owners)
      if (!have.has(key)) await ensurePlayerAccount(trx, bet.customer_id, bet.currency);
    ({ rows } = await read());
  }
  for (const r of rows) found.set(r.key, { id: BigInt(r.id), available: BigInt(r.available) });
  return found;
}
