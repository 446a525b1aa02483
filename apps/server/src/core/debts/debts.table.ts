import type { DebtCollectionSource } from '@lalebet/shared';
import type { Generated } from 'kysely';

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

export interface DebtTables {
  debt_collection: DebtCollectionTable;
}
