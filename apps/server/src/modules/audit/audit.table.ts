import type { ColumnType, Generated } from 'kysely';

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE). `details` never holds secrets. */
export interface AuthAuditTable {
  id: Generated<bigint>;
  at: Date;
  actor_kind: 'customer' | 'admin' | 'system';
  actor_id: bigint | null;
  event: string;
  ip: string | null;
  user_agent: string | null;
  fingerprint: string | null;
  details: ColumnType<Record<string, unknown>, string, never>;
  /** The hash chain (docs/decisions/028-audit-chain.md), filled by a trigger on insert. */
  seq: ColumnType<bigint, never, never>;
  prev_hash: ColumnType<string, never, never>;
  hash: ColumnType<string, never, never>;
}

/** Append-only: an HMAC of each audit row's seq and hash, written by the sealing job. */
export interface AuthAuditSealTable {
  seq: bigint;
  hash: string;
  key_id: string;
  mac: string;
  sealed_at: Generated<Date>;
}

export interface AuditTables {
  auth_audit: AuthAuditTable;
  auth_audit_seal: AuthAuditSealTable;
}
