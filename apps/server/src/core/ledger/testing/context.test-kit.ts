/**
 * The model side of one property run: the oracle plus what the commands pick from (this run's
 * accounts, transfers and holds), and the tally that shows the run was not vacuous.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { transferId } from '../ids.ts';
import type { TransferSpec } from '../post.ts';
import { LedgerModel, type ModelAccount, type RejectCode, type Result, available } from './model.test-kit.ts';

export type Real = { db: Kysely<Database> };

/**
 * Outcomes of the posting commands over all runs ('created' and 'exists' are accepted, the codes
 * refused), and how many accounts were opened (or found already open).
 */
export type Tally = Record<'opened' | 'commands' | 'created' | 'exists' | RejectCode, number>;

export const newTally = (): Tally => ({
  opened: 0,
  commands: 0,
  created: 0,
  exists: 0,
  invalid: 0,
  insufficient_funds: 0,
  exists_with_different: 0,
  hold_already_resolved: 0,
  hold_not_found: 0,
  hold_mismatch: 0,
  currency_mismatch: 0,
  account_not_found: 0,
});

export class RunContext {
  readonly oracle = new LedgerModel();
  /** Account ids in the order this run opened them. */
  readonly order: bigint[] = [];
  /** Specs the ledger refused, to retry with the same id later. */
  readonly rejected: TransferSpec[] = [];
  readonly log: string[] = [];
  private seq = 0;

  readonly run: number;
  readonly customers: bigint[];
  readonly tally: Tally;
  /** Row counts of the shared database when the run began. */
  readonly baseline: { transfers: number; entries: number };

  constructor(
    run: number,
    customers: bigint[],
    tally: Tally,
    baseline: { transfers: number; entries: number },
  ) {
    this.run = run;
    this.customers = customers;
    this.tally = tally;
    this.baseline = baseline;
  }

  nextId = () => transferId('ledger-model', this.run, this.seq++);

  account = (id: bigint): ModelAccount | undefined => this.oracle.accounts.get(id);

  /** The idx-th of this run's accounts of a kind, preferring `currency`, never `exclude`. */
  pick(
    kind: 'player' | 'system',
    idx: number,
    currency?: string,
    exclude?: bigint,
  ): ModelAccount | undefined {
    const of = (c?: string) =>
      this.order
        .map((id) => this.account(id)!)
        .filter((a) => a.player === (kind === 'player') && a.id !== exclude && (!c || a.currency === c));
    const list = currency ? (of(currency).length ? of(currency) : of()) : of();
    return list.length ? list[idx % list.length] : undefined;
  }

  /** Like pick, for the debit side: a player with money to spend if there is one. */
  payer(kind: 'player' | 'system', idx: number): ModelAccount | undefined {
    const funded = this.order.map((id) => this.account(id)!).filter((a) => a.player && available(a) > 0n);
    return kind === 'player' && funded.length ? funded[idx % funded.length] : this.pick(kind, idx);
  }

  /** Transfers this run created, oldest first (holds, postings and resolutions). */
  created = () => [...this.oracle.transfers.values()];

  holds = (open: boolean) =>
    this.created().filter((t) => t.phase === 'pending' && (!open || !this.oracle.resolutions.has(t.id)));

  /** Kuruş for a leg that should usually succeed: a share of a player's available balance. */
  amountFor(debit: ModelAccount, pct: number, kurus: number): bigint {
    if (!debit.player) return BigInt(kurus);
    const share = (available(debit) * BigInt(pct)) / 100n;
    return share > 0n ? share : 1n;
  }

  record(label: string, result: Result) {
    this.tally.commands++;
    // per command: a chain of three new legs is one 'created'
    if (result.ok) this.tally[result.outcomes.includes('created') ? 'created' : 'exists']++;
    else this.tally[result.code]++;
    this.log.push(`${label} -> ${result.ok ? result.outcomes.join(',') || 'ok' : result.code}`);
  }
}
