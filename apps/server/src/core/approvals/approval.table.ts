import type { Generated } from 'kysely';

/**
 * The columns every four-eyes request table has (docs/decisions/035-four-eyes-approvals.md):
 * who asked, for which player, bound to which hash, until when, and the decision. Each kind
 * keeps its own table (its own columns and foreign keys) and extends these.
 */
export interface ApprovalColumns {
  id: Generated<bigint>;
  /**
   * The player the operation benefits (or debits): never a party to its own approval. Null for
   * a kind that names no player (a bonus definition); kinds with a player narrow it to bigint.
   */
  customer_id: bigint | null;
  amount: bigint;
  /** sha256 (hex) of the kind's canonical payload: what an approver signs. */
  payload_hash: string;
  /** 'expired' is read, never stored: a pending request past `expires_at`. */
  status: 'pending' | 'executed' | 'rejected';
  requested_by: bigint;
  requested_at: Date;
  /** No approval after this. Null only for an adjustment executed at once, below its threshold. */
  expires_at: Date | null;
  decided_by: bigint | null;
  decided_at: Date | null;
  decision_reason: string | null;
}
