import type { Generated } from 'kysely';

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE). Never a body or a secret. */
export interface SecurityEventTable {
  id: Generated<bigint>;
  at: Generated<Date>;
  /** e.g. 'webhook.signature', 'hub88.signature'. */
  kind: string;
  /** Where: the webhook's gateway or the wallet call's path. */
  source: string;
  /** Why it was refused, e.g. 'signature', 'timestamp'. */
  reason: string;
  request_id: string;
  ip: string;
  body_sha256: string;
  body_bytes: number;
}

export interface SecurityTables {
  security_event: SecurityEventTable;
}
