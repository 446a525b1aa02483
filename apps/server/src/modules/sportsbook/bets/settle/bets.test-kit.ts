import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { expect } from 'vitest';
import type { BetKind } from '@lalebet/shared';
import type { Database } from '../../../../db/database.ts';
import { clock } from '../../../../lib/clock.ts';
import {
  availableBalance,
  ensurePlayerAccount,
  ensurePlayerBonusAccount,
  ensureSystemAccount,
  postTransfers,
  systemAccountKey,
  transferId,
} from '../../../../core/ledger/index.ts';
import { assertLedgerSound } from '../../../../test/ledger.ts';
import type { MarketLineKey } from '../../settlement-sink.ts';
import type { BetStateDto } from '@lalebet/shared';
import type { SettlementNotifier } from './sink.ts';

/**
 * Test fixture: places bets the way placement does (docs/decisions/021-sportsbook-engine.md): the
 * stake moves cash (then bonus) -> `sportsbook:open-bets` under a deterministic transfer id, and
 * the bet row and its legs are written in the same transaction.
 */

export type TestLeg = { line: MarketLineKey; outcomeId: string; oddsMilli: number };
export type TestBet = {
  customerId: bigint;
  kind?: BetKind;
  legs: TestLeg[];
  stakePerLine: bigint;
  /** System bets: the combination sizes ([2] = "2/n", [2, 3] = Trixie over 3). */
  systemSizes?: number[];
  /** Builder bets (kind `builder`): the combined price booked, in thousandths. */
  builderOddsMilli?: number;
  lines?: number;
  bonusStake?: bigint;
  maxPayout?: bigint;
  placedAt?: Date;
  status?: 'open' | 'pending';
  id?: string;
};

export const line = (eventId: string, marketId = 1, specifiers = ''): MarketLineKey => ({
  eventId,
  marketId,
  specifiers,
});

export async function placeBet(db: Kysely<Database>, b: TestBet): Promise<string> {
  const id = b.id ?? randomUUID();
  const lines = b.lines ?? 1;
  const total = b.stakePerLine * BigInt(lines);
  const bonus = b.bonusStake ?? 0n;
  const placedAt = b.placedAt ?? clock.now();
  await db.transaction().execute(async (trx) => {
    const cash = await ensurePlayerAccount(trx, b.customerId);
    const open = await ensureSystemAccount(trx, 'sportsbook', 'open-bets');
    const specs = [
      {
        id: transferId('sb-place', id, 'cash'),
        debit: cash,
        credit: open,
        amount: total - bonus,
        currency: 'TRY',
        code: 'sportsbook_stake',
      },
    ];
    if (bonus > 0n) {
      const bonusAccount = await ensurePlayerBonusAccount(trx, b.customerId);
      specs.push({
        id: transferId('sb-place', id, 'bonus'),
        debit: bonusAccount,
        credit: open,
        amount: bonus,
        currency: 'TRY',
        code: 'sportsbook_stake',
      });
    }
    await postTransfers(
      trx,
      specs.filter((s) => s.amount > 0n),
    );
    await trx
      .insertInto('sb_bet')
      .values({
        id,
        customer_id: b.customerId,
        request_id: randomUUID(),
        request_hash: 'test',
        currency: 'TRY',
        kind: b.kind ?? (b.legs.length > 1 ? 'multiple' : 'single'),
        system_sizes: b.systemSizes ?? null,
        builder_odds_milli: b.builderOddsMilli ?? null,
        lines,
        stake_per_line: b.stakePerLine,
        total_stake: total,
        bonus_stake: bonus,
        odds_policy: 'none',
        status: b.status ?? 'open',
        potential_payout: 0n,
        max_payout: b.maxPayout ?? 100_000_000n,
        payout: null,
        refusal: null,
        live: false,
        locale: 'tr',
        placed_at: placedAt,
        decide_at: null,
        accepted_at: placedAt,
        settled_at: null,
      })
      .execute();
    await trx
      .insertInto('sb_bet_leg')
      .values(
        b.legs.map((l, i) => ({
          bet_id: id,
          leg_no: i + 1,
          event_id: l.line.eventId,
          market_id: l.line.marketId,
          specifiers: l.line.specifiers,
          outcome_id: l.outcomeId,
          odds_milli: l.oddsMilli,
          material_version: 1,
          sport: 'football',
          start_time: placedAt,
          live: false,
          event_name: 'Galatasaray - Fenerbahçe',
          market_name: 'Maç Sonucu',
          outcome_name: l.outcomeId,
        })),
      )
      .execute();
  });
  return id;
}

export const cash = (db: Kysely<Database>, customerId: bigint) => availableBalance(db, customerId);

export async function houseBalance(db: Kysely<Database>, name: 'open-bets' | 'house'): Promise<bigint> {
  const { rows } = await sql<{ s: bigint }>`select coalesce(sum(e.amount), 0)::bigint as s from ledger_entry e
    join ledger_account a on a.id = e.account_id where a.key = ${systemAccountKey('sportsbook', name)} and not e.pending`.execute(
    db,
  );
  return BigInt(rows[0]!.s);
}

export async function betOf(db: Kysely<Database>, id: string) {
  return db.selectFrom('sb_bet').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/**
 * The ledger's own invariants plus the settlement's (docs/sportsbook.md §7): S1 open-bets holds the
 * stakes of the open and pending bets; S3 each bet has one unreversed settlement exactly when it
 * is settled; S6 payouts within bounds, a lost bet 0, a void bet its stake.
 */
export async function assertSettlementSound(db: Kysely<Database>): Promise<void> {
  await assertLedgerSound(db);
  const { rows } = await sql<{
    s: bigint;
  }>`select coalesce(sum(total_stake), 0)::bigint as s from sb_bet where status in ('pending', 'open')`.execute(
    db,
  );
  expect(await houseBalance(db, 'open-bets'), 'S1').toBe(BigInt(rows[0]!.s));
  const bad = await sql<{ id: string }>`select id from sb_bet where
      (payout is not null and (payout < 0 or payout > max_payout))
      or (status = 'lost' and payout <> 0) or (status = 'void' and payout <> total_stake)
      or (status in ('open', 'pending') and payout is not null)
      or (status in ('won', 'lost', 'void', 'half_won', 'half_lost') and payout is null)`.execute(db);
  expect(bad.rows, 'S6').toEqual([]);
  const unbalanced = await sql<{ id: string }>`select b.id from sb_bet b
      left join sb_bet_settlement s on s.bet_id = b.id
    group by b.id, b.status, b.generation, b.payout
    having count(*) filter (where s.kind in ('settle', 'cancel')) - count(*) filter (where s.kind in ('rollback', 'rollback_cancel'))
      <> case when b.status in ('won', 'lost', 'void', 'half_won', 'half_lost') then 1 else 0 end
      or coalesce(max(s.generation), 0) <> b.generation`.execute(db);
  expect(unbalanced.rows, 'S3').toEqual([]);
}

/** A notifier that records what would have been pushed. */
export function recordingNotifier() {
  const bets: { customerId: bigint; bet: BetStateDto }[] = [];
  const balances: bigint[] = [];
  const notifier: SettlementNotifier = {
    async betChanged(customerId, bet) {
      bets.push({ customerId, bet });
    },
    async balanceChanged(customerId) {
      balances.push(customerId);
    },
  };
  return { notifier, bets, balances };
}
