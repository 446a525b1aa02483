import type { DebtCollectionSource } from '@lalebet/shared';
import type { Generated } from 'kysely';
import type { ApprovalColumns } from '../approvals/approval.table.ts';

/** One debt's share of one crediting transfer (docs/decisions/047-money-details.md). */
export interface DebtCollectionTable {
  id: Generated<bigint>;
  bet_id: string;
  generation: number;
  customer_id: bigint;
  transfer_id: string;
  source: DebtCollectionSource;
  amount: bigint;
  created_at: Date;
}

/**
 * A staff write-off of one debt, waiting for a second adjustments:approve holder
 * (docs/decisions/104-debt-write-off.md). `amount`: owed when asked; `written_off`: owed when
 * executed (less if a credit collected meanwhile).
 */
export interface DebtWriteOffRequestTable extends ApprovalColumns {
  debt_id: bigint;
  reason: string;
  written_off: bigint | null;
}

export interface DebtTables {
  debt_collection: DebtCollectionTable;
  debt_write_off_request: DebtWriteOffRequestTable;
}
