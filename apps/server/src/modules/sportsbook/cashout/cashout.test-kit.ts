import { expect } from 'vitest';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { call } from '../../../test/accounts.ts';
import { createSettlementSink } from '../bets/settle/sink.ts';
import { houseBalance, recordingNotifier } from '../bets/settle/bets.test-kit.ts';
import { assertLedgerSound } from '../../../test/ledger.ts';
import { createBetsApp } from '../bets/place/test-kit.ts';

export type CashoutApp = Awaited<ReturnType<typeof createBetsApp>> & {
  sink: ReturnType<typeof createSettlementSink>;
};

/** The bets app with the settlement sink on its database. */
export async function createCashoutApp(kind: Parameters<typeof createBetsApp>[0]): Promise<CashoutApp> {
  const t = await createBetsApp(kind);
  return { ...t, sink: createSettlementSink({ db: t.db, notifier: recordingNotifier().notifier }) };
}

type App = { app: Parameters<typeof call>[0] };

export const quote = (t: App, token: string, betId: string, locale: 'tr' | 'en' = 'en') =>
  call(t.app, `sportsbook/bets/${betId}/cashout/quote`, {}, { token, locale });

export const cashOut = (t: App, token: string, betId: string, body: { quoteId: string; amount?: number }) =>
  call(t.app, `sportsbook/bets/${betId}/cashout`, body, { token });

/**
 * The ledger's invariants and settlement's S1 and S6 (docs/sportsbook.md §7.3) with the stake
 * still open after partial cash-outs, plus: a bet is cashed out exactly when it has one full
 * cash-out, which paid its payout.
 */
export async function assertCashoutSound(db: Kysely<Database>): Promise<void> {
  await assertLedgerSound(db);
  const open = sql`coalesce(open_stake_per_line * lines, total_stake)`;
  const { rows } = await sql<{ s: bigint }>`select coalesce(sum(${open}), 0)::bigint as s
    from sb_bet where status in ('pending', 'open')`.execute(db);
  expect(await houseBalance(db, 'open-bets'), 'S1').toBe(BigInt(rows[0]!.s));
  const bad = await sql<{ id: string }>`select id from sb_bet where
      (payout is not null and (payout < 0 or payout > max_payout))
      or (status = 'lost' and payout <> 0) or (status = 'void' and payout <> ${open})
      or (status in ('open', 'pending') and payout is not null)`.execute(db);
  expect(bad.rows, 'S6').toEqual([]);
  const cashed = await sql<{ id: string }>`select b.id from sb_bet b
      left join sb_cashout c on c.bet_id = b.id and c.full
    where (b.status = 'cashed_out') <> (c.bet_id is not null)
      or (b.status = 'cashed_out' and b.payout <> c.amount)`.execute(db);
  expect(cashed.rows, 'one full cash-out').toEqual([]);
}

/** Kuruş moved by a cash-out quote's transfers (all of them: release, win, forfeit). */
export async function cashoutTransfers(db: Kysely<Database>, betId: string) {
  const { rows } = await sql<{ n: string }>`select count(*)::text as n from ledger_transfer
    where code = 'sportsbook_cashout' and metadata->>'betId' = ${betId}`.execute(db);
  return Number(rows[0]!.n);
}
