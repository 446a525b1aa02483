/**
 * The random workload of the concurrency test (pgledger's ConcurrentLedger): workers posting at
 * once, each posting its own transaction. Rich players can afford everything, so those postings
 * must never fail (a deadlock would show here); poor players' bets may fail, but only for lack of
 * funds. Every committed posting is applied to `expected`, the balances the ledger must end with.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { transferId } from '../ids.ts';
import { type TransferSpec, postTransfers, resolveHold } from '../post.ts';
import { rng, shuffle, tryPost } from './concurrency.test-kit.ts';

export type Accounts = { rich: bigint[]; poor: bigint[]; house: bigint; withdrawals: bigint };
export type WorkloadResult = {
  failures: string[];
  tally: { rings: number; postings: number; holds: number; refused: number };
  /** Balance changes of every account the committed postings touched. */
  moved: Map<bigint, bigint>;
};

export async function runWorkload(
  db: Kysely<Database>,
  { rich, poor, house, withdrawals }: Accounts,
  opts: { workers: number; iterations: number; seed: number },
): Promise<WorkloadResult> {
  const result: WorkloadResult = {
    failures: [],
    tally: { rings: 0, postings: 0, holds: 0, refused: 0 },
    moved: new Map(),
  };
  const { failures, tally, moved } = result;
  const move = (s: Pick<TransferSpec, 'debit' | 'credit' | 'amount'>) => {
    moved.set(s.debit, (moved.get(s.debit) ?? 0n) - s.amount);
    moved.set(s.credit, (moved.get(s.credit) ?? 0n) + s.amount);
  };

  const worker = async (w: number) => {
    const random = rng(opts.seed * 100 + w);
    const amount = (max: number) => BigInt(1 + Math.floor(random() * max));
    const someRich = (n: number) => shuffle(rich, random).slice(0, n) as [bigint, bigint, ...bigint[]];
    for (let i = 0; i < opts.iterations; i++) {
      const spec = (
        debit: bigint,
        credit: bigint,
        a: bigint,
        leg: number | string,
        code: string,
      ): TransferSpec => ({
        id: transferId('workload', opts.seed, w, i, leg),
        debit,
        credit,
        amount: a,
        currency: 'TRY',
        code,
      });
      const r = random();
      if (r < 0.8) {
        let specs: TransferSpec[];
        if (r < 0.4) {
          // a ring of 3-5 players in random order plus a fee to the house, in one transaction
          const ring = someRich(3 + Math.floor(random() * 3));
          const a = amount(1_000);
          specs = ring.map((p, k) => spec(p, ring[(k + 1) % ring.length]!, a, k, 'ring'));
          specs.push(spec(ring[0], house, 1n, 'fee', 'fee'));
          tally.rings++;
        } else if (r < 0.55) specs = [spec(house, someRich(1)[0], amount(5_000), 0, 'win')];
        else if (r < 0.7) specs = [spec(someRich(1)[0], house, amount(5_000), 0, 'bet')];
        else specs = [spec(...(someRich(2).slice(0, 2) as [bigint, bigint]), amount(5_000), 0, 'p2p')];
        const res = await tryPost(db, (trx) => postTransfers(trx, specs));
        if (!res.ok) failures.push(`${specs.at(-1)!.code}: ${res.code}`);
        else specs.forEach(move);
        tally.postings++;
      } else if (r < 0.9) {
        const s = spec(poor[Math.floor(random() * poor.length)]!, house, amount(1_500), 0, 'bet');
        const res = await tryPost(db, (trx) => postTransfers(trx, [s]));
        if (res.ok) move(s);
        else if (res.code === 'insufficient_funds') tally.refused++;
        else failures.push(`poor bet: ${res.code}`);
      } else {
        // a hold (a withdrawal, or between two tracked players), then its post or void
        const [debit, other] = someRich(2);
        const credit = random() < 0.5 ? withdrawals : other;
        const hold = { ...spec(debit, credit, amount(5_000), 0, 'hold'), phase: 'pending' as const };
        const action = random() < 0.5 ? ('post' as const) : ('void' as const);
        const resolution = { id: spec(0n, 0n, 0n, action, '').id, pendingId: hold.id, action, code: action };
        const held = await tryPost(db, (trx) => postTransfers(trx, [hold]));
        const resolved = await tryPost(db, async (trx) => [await resolveHold(trx, resolution)]);
        for (const res of [held, resolved]) if (!res.ok) failures.push(`hold ${action}: ${res.code}`);
        if (held.ok && resolved.ok && action === 'post') move(hold);
        tally.holds++;
      }
    }
  };
  await Promise.all(Array.from({ length: opts.workers }, (_, w) => worker(w)));
  return result;
}
