import type { KycStatus } from '@lalebet/shared';
import type { Generated } from 'kysely';

/** One identity check per customer (docs/decisions/026-kyc.md). */
export interface KycCaseTable {
  customer_id: bigint;
  status: KycStatus;
  /** The provider adapter's name, e.g. 'simkyc'. */
  provider: string;
  /** The provider's id for the applicant; null until a session is opened. */
  reference_id: string | null;
  /** The hosted page of the open session. */
  verification_url: string | null;
  /** When the last accepted provider decision was made: older deliveries are ignored. */
  last_decision_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export type KycActorKind = 'customer' | 'admin' | 'provider' | 'system';

/** Every status change, with who made it and why. */
export interface KycTransitionTable {
  id: Generated<bigint>;
  customer_id: bigint;
  from_status: KycStatus;
  to_status: KycStatus;
  actor_kind: KycActorKind;
  actor_id: bigint | null;
  reason: string | null;
  at: Date;
}

/** Each provider delivery once (primary key provider + delivery id). */
export interface KycEventTable {
  provider: string;
  delivery_id: string;
  reference_id: string;
  status: string;
  decided_at: Date;
  /** The provider's reason (rejection labels), kept until the job applies the decision. */
  reason: string | null;
  /** queued until the decision job has handled it (docs/decisions/026-kyc.md). */
  outcome: 'queued' | 'applied' | 'stale' | 'unknown' | 'refused';
  received_at: Date;
}

export interface KycTables {
  kyc_case: KycCaseTable;
  kyc_transition: KycTransitionTable;
  kyc_event: KycEventTable;
}
