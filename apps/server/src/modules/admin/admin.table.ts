import type { Generated } from 'kysely';

export interface AdminUserTable {
  id: Generated<bigint>;
  username: string;
  username_key: string;
  /** Null while an invited account has not set its password (docs/decisions/044-staff-lifecycle.md). */
  password_hash: string | null;
  created_at: Date;
  updated_at: Date;
  /**
   * The TOTP secret once enrolled (docs/decisions/014-staff-two-factor.md), sealed with
   * lib/sealing.ts (base64 ciphertext) when `totp_secret_key_id` is set; base32 in clear only
   * in rows from before sealing, until the next start seals them. Never logged.
   */
  totp_secret: Generated<string | null>;
  totp_secret_key_id: Generated<string | null>;
  /** The secret shown by the enrol call, until a first code confirms it; sealed like totp_secret. */
  totp_pending_secret: Generated<string | null>;
  totp_pending_key_id: Generated<string | null>;
  totp_enrolled_at: Generated<Date | null>;
  /** The last RFC 6238 time-step accepted: later codes must be of a later step (no replay). */
  totp_last_step: Generated<bigint | null>;
  /**
   * The staff member's own player account, if any: they neither request nor approve money for
   * it (docs/decisions/035-four-eyes-approvals.md).
   */
  customer_id: Generated<bigint | null>;
  /** A time-bounded lock after a wide password attack (docs/decisions/045-throttle-not-lock.md). */
  locked_at: Generated<Date | null>;
  locked_until: Generated<Date | null>;
  /** One person, one staff account: unique, case-insensitive (docs/decisions/044-staff-lifecycle.md). */
  email: Generated<string | null>;
  /** International digits; unique. */
  phone: Generated<string | null>;
  /** Who asked for this account; the approval rules read it (core/approvals/decide.ts). */
  created_by: Generated<bigint | null>;
  /** A disabled account neither logs in nor keeps a session. */
  disabled_at: Generated<Date | null>;
  disabled_by: Generated<bigint | null>;
  disabled_reason: Generated<string | null>;
}

/** Back-office sessions are kept apart from customer sessions: a customer token never opens admin routes. */
export interface AdminSessionTable {
  id: string;
  admin_id: bigint;
  token_hash: string;
  created_at: Date;
  last_activity_at: Date;
  ended_at: Date | null;
  ip: string | null;
  user_agent: string | null;
  /** 'enrol': may only enrol TOTP; 'full': the back office. */
  stage: Generated<'enrol' | 'full'>;
  /** Stepped up (a TOTP code entered again) until then; null: never (docs/decisions/030-four-eyes-adjustments.md). */
  step_up_until: Generated<Date | null>;
}

export interface AdminRecoveryCodeTable {
  id: Generated<bigint>;
  admin_id: bigint;
  code_hash: string;
  created_at: Date;
  used_at: Date | null;
}

/** What a correct password earns an enrolled admin: one try at the second factor, minutes long. */
export interface AdminLoginChallengeTable {
  id: Generated<bigint>;
  admin_id: bigint;
  token_hash: string;
  created_at: Date;
  expires_at: Date;
}

/** A named set of permissions (docs/decisions/029-staff-permissions.md). */
export interface AdminRoleTable {
  name: string;
  builtin: Generated<boolean>;
  permissions: string[];
  created_at: Generated<Date>;
  created_by: bigint | null;
}

export interface AdminUserRoleTable {
  admin_id: bigint;
  role_name: string;
  granted_at: Generated<Date>;
  granted_by: bigint | null;
}

export interface AdminTables {
  admin_role: AdminRoleTable;
  admin_user_role: AdminUserRoleTable;
  admin_user: AdminUserTable;
  admin_session: AdminSessionTable;
  admin_recovery_code: AdminRecoveryCodeTable;
  admin_login_challenge: AdminLoginChallengeTable;
}
