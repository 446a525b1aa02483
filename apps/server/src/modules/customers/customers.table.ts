import type { Generated } from 'kysely';

/** A staff note about a player; insert-only (a trigger refuses UPDATE and DELETE). */
export interface CustomerNoteTable {
  id: Generated<bigint>;
  customer_id: bigint;
  admin_id: bigint;
  text: string;
  created_at: Generated<Date>;
}

export interface CustomerAdminTables {
  customer_note: CustomerNoteTable;
}
