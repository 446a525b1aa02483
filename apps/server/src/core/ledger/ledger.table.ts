import type { ColumnType, Generated } from 'kysely';

/** Read-mostly: rows are written by ensureAccount and the ledger's own SQL functions only. */
export interface LedgerAccountTable {
  id: Generated<bigint>;
  key: string;
  kind: string;
  currency: string;
  customer_id: bigint | null;
  tracked: boolean;
  no_overdraft: boolean;
  debits_pending: Generated<bigint>;
  debits_posted: Generated<bigint>;
  credits_pending: Generated<bigint>;
  credits_posted: Generated<bigint>;
  version: Generated<bigint>;
  created_at: Generated<Date>;
}

export type TransferPhase = 'posted' | 'pending' | 'post' | 'void';

export interface LedgerTransferTable {
  id: string;
  debit_account_id: bigint;
  credit_account_id: bigint;
  amount: bigint;
  currency: string;
  code: string;
  phase: TransferPhase;
  pending_id: string | null;
  metadata: ColumnType<Record<string, unknown>, string | undefined, never>;
  created_at: Generated<Date>;
}

export interface LedgerEntryTable {
  id: Generated<bigint>;
  transfer_id: string;
  account_id: bigint;
  amount: bigint;
  pending: boolean;
  balance_after: bigint | null;
  account_version: bigint | null;
}

export interface LedgerTables {
  ledger_account: LedgerAccountTable;
  ledger_transfer: LedgerTransferTable;
  ledger_entry: LedgerEntryTable;
}
