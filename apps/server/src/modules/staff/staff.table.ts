import type { Generated } from 'kysely';
import type { ApprovalColumns } from '../../core/approvals/approval.table.ts';

/** A single-use invitation to set the password of an invited staff account; the token is stored hashed. */
export interface StaffInvitationTable {
  id: Generated<bigint>;
  admin_id: bigint;
  token_hash: string;
  created_by: bigint | null;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

/**
 * A staff account ('create') or a role grant ('roles') carrying a money permission, waiting for
 * a second staff:manage holder (docs/decisions/044-staff-lifecycle.md). It benefits no player:
 * `customer_id` is always null and `amount` 0; `staff_id` names the account (set when a
 * 'create' is executed).
 */
export interface StaffRequestTable extends Omit<ApprovalColumns, 'customer_id' | 'amount'> {
  customer_id: null;
  amount: Generated<bigint>;
  action: 'create' | 'roles';
  staff_id: bigint | null;
  username: string;
  email: string | null;
  phone: string | null;
  roles: string[];
  link_customer_id: bigint | null;
}

export interface StaffTables {
  staff_invitation: StaffInvitationTable;
  staff_request: StaffRequestTable;
}
