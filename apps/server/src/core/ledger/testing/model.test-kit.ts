/**
 * The oracle for the ledger's model-based test (docs/wallet-protocol.md §7, T1; pgledger's `model.go`): the same
 * rules as the migration's SQL and post.ts, in plain BigInt arithmetic, so each command's
 * accept/reject, error code and resulting balances can be predicted and compared.
 */
import type { LedgerErrorCode } from '../errors.ts';
import type { TransferPhase } from '../ledger.table.ts';
import type { PostOutcome, ResolveSpec, TransferSpec } from '../post.ts';

/** 'invalid': a spec the table's CHECKs refuse (amount <= 0, debit = credit), raised as a plain pg error. */
export type RejectCode = LedgerErrorCode | 'invalid';
export type Result = { ok: true; outcomes: PostOutcome[] } | { ok: false; code: RejectCode };

export type ModelAccount = {
  id: bigint;
  key: string;
  /** Players are tracked and bounded; system accounts only collect entries. */
  player: boolean;
  currency: string;
  debitsPending: bigint;
  debitsPosted: bigint;
  creditsPending: bigint;
  creditsPosted: bigint;
  entries: number;
};

export type ModelTransfer = {
  id: string;
  debit: bigint;
  credit: bigint;
  amount: bigint;
  currency: string;
  code: string;
  phase: TransferPhase;
  pendingId: string | null;
};

class Reject extends Error {
  readonly code: RejectCode;
  constructor(code: RejectCode) {
    super(code);
    this.code = code;
  }
}

export const available = (a: ModelAccount) => a.creditsPosted - a.debitsPosted - a.debitsPending;

export class LedgerModel {
  accounts = new Map<bigint, ModelAccount>();
  transfers = new Map<string, ModelTransfer>();
  /** pending id -> id of the transfer that resolved it */
  resolutions = new Map<string, string>();
  transferRows = 0;
  entryRows = 0;

  addAccount(
    a: Omit<ModelAccount, 'debitsPending' | 'debitsPosted' | 'creditsPending' | 'creditsPosted' | 'entries'>,
  ) {
    this.accounts.set(a.id, {
      ...a,
      debitsPending: 0n,
      debitsPosted: 0n,
      creditsPending: 0n,
      creditsPosted: 0n,
      entries: 0,
    });
  }

  /** postTransfers: the legs in order inside one transaction; the first failure undoes them all. */
  postTransfers(specs: TransferSpec[]): Result {
    return this.atomically((m) =>
      specs.map((s) =>
        m.insert({
          id: s.id,
          debit: s.debit,
          credit: s.credit,
          amount: s.amount,
          currency: s.currency,
          code: s.code,
          phase: s.phase ?? 'posted',
          pendingId: null,
        }),
      ),
    );
  }

  resolveHold(spec: ResolveSpec): Result {
    return this.atomically((m) => {
      const hold = m.transfers.get(spec.pendingId);
      if (!hold || hold.phase !== 'pending') throw new Reject('hold_not_found');
      return [
        m.insert({ ...hold, id: spec.id, code: spec.code, phase: spec.action, pendingId: spec.pendingId }),
      ];
    });
  }

  private atomically(apply: (m: LedgerModel) => PostOutcome[]): Result {
    const draft = this.clone();
    try {
      const outcomes = apply(draft);
      Object.assign(this, draft);
      return { ok: true, outcomes };
    } catch (err) {
      if (err instanceof Reject) return { ok: false, code: err.code };
      throw err;
    }
  }

  /** One INSERT into ledger_transfer, in the order PostgreSQL checks things. */
  private insert(t: ModelTransfer): PostOutcome {
    // 1. the row's CHECK constraints, before the ON CONFLICT arbiter
    if (t.amount <= 0n || t.debit === t.credit) throw new Reject('invalid');
    // 2. the primary key is the idempotency key
    const existing = this.transfers.get(t.id);
    if (existing) {
      const same = (Object.keys(t) as (keyof ModelTransfer)[]).every((k) => existing[k] === t[k]);
      if (!same) throw new Reject('exists_with_different');
      return 'exists';
    }
    // 3. the unique index on pending_id
    if (t.pendingId !== null && this.resolutions.has(t.pendingId)) throw new Reject('hold_already_resolved');
    // 4. foreign keys (their triggers sort before ledger_transfer_apply), then the apply trigger
    const debit = this.accounts.get(t.debit);
    const credit = this.accounts.get(t.credit);
    if (!debit || !credit) throw new Reject('account_not_found');
    if (debit.currency !== t.currency || credit.currency !== t.currency)
      throw new Reject('currency_mismatch');
    if (t.phase === 'posted' || t.phase === 'pending') {
      const mode = t.phase === 'posted' ? 'posted' : 'reserve';
      this.leg(debit, 'debit', mode, t.amount);
      this.leg(credit, 'credit', mode, t.amount);
    } else {
      this.leg(debit, 'debit', 'release', t.amount);
      this.leg(credit, 'credit', 'release', t.amount);
      if (t.phase === 'post') {
        this.leg(debit, 'debit', 'posted', t.amount);
        this.leg(credit, 'credit', 'posted', t.amount);
      }
      this.resolutions.set(t.pendingId!, t.id);
    }
    this.transfers.set(t.id, t);
    this.transferRows++;
    return 'created';
  }

  private leg(
    a: ModelAccount,
    side: 'debit' | 'credit',
    mode: 'posted' | 'reserve' | 'release',
    amount: bigint,
  ) {
    const delta = mode === 'release' ? -amount : amount;
    if (mode === 'posted') {
      if (side === 'debit') a.debitsPosted += delta;
      else a.creditsPosted += delta;
    } else if (side === 'debit') a.debitsPending += delta;
    else a.creditsPending += delta;
    if (a.player && available(a) < 0n) throw new Reject('insufficient_funds');
    a.entries++;
    this.entryRows++;
  }

  clone(): LedgerModel {
    const m = new LedgerModel();
    for (const [id, a] of this.accounts) m.accounts.set(id, { ...a });
    m.transfers = new Map(this.transfers);
    m.resolutions = new Map(this.resolutions);
    m.transferRows = this.transferRows;
    m.entryRows = this.entryRows;
    return m;
  }
}
