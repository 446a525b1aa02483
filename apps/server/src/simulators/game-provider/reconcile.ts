/**
 * Reconciliation for tests (docs/wallet-protocol.md §7, T4 and I10): round by round, what the simulator
 * believes it debited and credited must equal the operator's wallet transactions, its game
 * rounds and its ledger postings. Returns one line per mismatch.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { BeliefLedger } from './belief.ts';

type Totals = { debited: bigint; credited: bigint };
const zero = (): Totals => ({ debited: 0n, credited: 0n });

export async function reconcile(db: Kysely<Database>, belief: BeliefLedger): Promise<string[]> {
  const txs = await db.selectFrom('wallet_transaction').selectAll().where('provider', '=', 'hub88').execute();
  const byTx = new Map(txs.map((t) => [t.transaction_uuid, t]));
  const wallet = new Map<string, Totals>();
  for (const t of txs) {
    const w = wallet.get(t.round) ?? zero();
    if (t.kind === 'bet' && t.applied && !t.rolled_back) w.debited += t.amount;
    if (t.kind === 'win' && t.applied) w.credited += t.amount;
    wallet.set(t.round, w);
  }
  const rounds = new Map(
    (await db.selectFrom('game_round').selectAll().where('provider', '=', 'hub88').execute()).map((r) => [
      r.round,
      r,
    ]),
  );
  const { rows } = await sql<{ round: string; code: string; total: string }>`
    select metadata->>'round' as round, code, sum(amount)::text as total from ledger_transfer
    where code in ('casino_bet', 'casino_win', 'casino_rollback') group by 1, 2`.execute(db);
  const ledger = new Map<string, Totals>();
  for (const r of rows) {
    const l = ledger.get(r.round) ?? zero();
    if (r.code === 'casino_bet') l.debited += BigInt(r.total);
    if (r.code === 'casino_rollback') l.debited -= BigInt(r.total);
    if (r.code === 'casino_win') l.credited += BigInt(r.total);
    ledger.set(r.round, l);
  }

  const problems: string[] = [];
  const all = new Set([...belief.rounds().keys(), ...wallet.keys(), ...ledger.keys()]);
  for (const round of all) {
    const b = belief.totals(round);
    const g = rounds.get(round);
    const views: [string, Totals][] = [
      ['wallet_transaction', wallet.get(round) ?? zero()],
      ['game_round', g ? { debited: g.stake, credited: g.win } : zero()],
      ['ledger', ledger.get(round) ?? zero()],
    ];
    for (const [name, v] of views) {
      if (v.debited !== b.debited || v.credited !== b.credited) {
        problems.push(
          `round ${round}: provider believes ${b.debited}/${b.credited}, ${name} has ${v.debited}/${v.credited}`,
        );
      }
    }
    for (const e of belief.rounds().get(round)?.entries ?? []) {
      const t = byTx.get(e.transactionUuid);
      const applied = !!t?.applied && !t.rolled_back;
      if ((e.outcome === 'ok') !== applied)
        problems.push(
          `round ${round}: ${e.kind} ${e.transactionUuid} believed ${e.outcome}, ours ${t?.status ?? 'none'}/${applied}`,
        );
    }
  }
  return problems;
}
