import type { PaymentFieldRules } from '@lalebet/shared';
import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string, string>;
export type PaymentKind = 1 | 2;
/** The product's Transaction status values a payment can hold (Merged is never used; 7 WaitingForKyc, ADR 026). */
export type PaymentStatus = 1 | 2 | 4 | 5 | 6 | 7;
export type DetailValue = string | number | boolean;
export type FieldOption = { id: number | string; name: string };

/** A way to pay in or out, as the operator set it up. Limits are kuruş. */
export interface PaymentMethodTable {
  id: Generated<number>;
  direction: PaymentKind;
  code: string;
  name: string;
  logo: string;
  min_amount: bigint;
  max_amount: bigint;
  processing_time_tr: string;
  processing_time_en: string;
  gateway: string | null;
  sort: Generated<number>;
  enabled: Generated<boolean>;
}

/** One field of a method's form, in `position` order. */
export interface PaymentMethodFieldTable {
  method_id: number;
  position: number;
  key: string;
  object_type: number;
  mask: string | null;
  options: Json<FieldOption[] | null> | null;
  rules: Json<PaymentFieldRules>;
}

/** A deposit (kind 1) or a withdrawal (kind 2). */
export interface PaymentTable {
  id: Generated<bigint>;
  customer_id: bigint;
  kind: PaymentKind;
  method_id: number;
  status: PaymentStatus;
  amount: bigint;
  currency: Generated<string>;
  detail: Json<Record<string, DetailValue>>;
  reason_code: string | null;
  reason_text: string | null;
  gateway: string | null;
  gateway_payment_id: string | null;
  gateway_url: string | null;
  hold_transfer_id: string | null;
  settle_transfer_id: string | null;
  idempotency_key: string | null;
  request_hash: string | null;
  created_at: Date;
  updated_at: Date;
  expires_at: Date | null;
  decided_by: bigint | null;
  decided_at: Date | null;
  /** Withdrawals to an IBAN or wallet: the encrypted destination (the detail holds a masked copy). */
  payout_destination_id: Generated<bigint | null>;
  /** Not confirmable before this (a new destination's cooling-off period); null means at once. */
  payable_from: Generated<Date | null>;
  /** An operator's hold on a waiting withdrawal: not confirmable until released (ADR 030). */
  held_at: Generated<Date | null>;
  held_by: Generated<bigint | null>;
  hold_reason: Generated<string | null>;
  /** Paid through the provider's payout API (ADR 088): null by hand, else requested, paid or failed. */
  payout_state: Generated<'requested' | 'paid' | 'failed' | null>;
  payout_requested_at: Generated<Date | null>;
}

/** A customer's IBAN or wallet address, sealed (see lib/sealing.ts). */
export interface PayoutDestinationTable {
  id: Generated<bigint>;
  customer_id: bigint;
  kind: 'iban' | 'wallet' | 'ewallet';
  lookup_hash: string;
  key_id: string;
  ciphertext: string;
  masked: string;
  created_at: Date;
  usable_from: Date;
}

/** The SMS code that may stand in for the password on one withdrawal. */
export interface WithdrawalCodeTable {
  customer_id: bigint;
  code_hash: string;
  salt: string;
  attempts: Generated<number>;
  created_at: Date;
  expires_at: Date;
}

/** A verified gateway webhook event; the primary key dedupes redeliveries. */
export interface PspEventTable {
  gateway: string;
  event_id: string;
  type: string;
  payment_id: bigint | null;
  payload: Json<Record<string, unknown>>;
  received_at: Date;
}

/**
 * The first of two approvals of a withdrawal above `withdrawalapprovalthreshold`
 * (docs/decisions/041-separation-of-duties-for-money.md). Kuruş.
 */
export interface WithdrawalApprovalTable {
  payment_id: bigint;
  approved_by: bigint;
  approved_at: Date;
  amount: bigint;
}

/** A reconciliation run against one provider's list for one UTC day (ADR 098). */
export interface PaymentReconciliationRunTable {
  id: Generated<number>;
  provider: string;
  day: string;
  trigger: 'manual' | 'daily';
  admin_id: bigint | null;
  status: Generated<'running' | 'ok' | 'failed'>;
  started_at: Date;
  finished_at: Date | null;
  theirs: Generated<number>;
  ours: Generated<number>;
  flags: Generated<number>;
  error: string | null;
}

/** A difference the reconciliation found, open until staff resolve it with a note. */
export interface PaymentReconciliationFlagTable {
  id: Generated<bigint>;
  provider: string;
  day: string;
  kind: 'missing_ours' | 'missing_theirs' | 'amount_differs' | 'status_differs';
  subject: string;
  payment_id: bigint | null;
  ours: Json<Record<string, string> | null> | null;
  theirs: Json<Record<string, string> | null> | null;
  created_at: Date;
  resolved_at: Date | null;
  resolved_by: bigint | null;
  note: string | null;
}

export interface PaymentTables {
  payment_reconciliation_run: PaymentReconciliationRunTable;
  payment_reconciliation_flag: PaymentReconciliationFlagTable;
  withdrawal_approval: WithdrawalApprovalTable;
  payment_method: PaymentMethodTable;
  payment_method_field: PaymentMethodFieldTable;
  payment: PaymentTable;
  psp_event: PspEventTable;
  payout_destination: PayoutDestinationTable;
  withdrawal_code: WithdrawalCodeTable;
}
