import type { ColumnType, Generated } from 'kysely';

export interface CountryTable {
  id: number;
  code: string;
  name_en: string;
  name_tr: string;
  /** The minimum age to open an account from this country (migration 240000; default 18). */
  min_age: Generated<number>;
}

export interface CustomerTable {
  id: Generated<bigint>;
  /** 8 random digits shown to the customer and support; never the database id. */
  user_code: string;
  username: string;
  /** canonicalIdentifier(username): uniqueness is enforced here. */
  username_key: string;
  email: string;
  email_key: string;
  name: string;
  surname: string;
  /** International digits without '+', e.g. 905321234567. */
  phone: string;
  phone_verified_at: Date | null;
  country_id: number;
  currency_id: Generated<number>;
  /** A `date`: written as 'YYYY-MM-DD', read back through `::text` to avoid time zones. */
  birth_date: ColumnType<string, string, string>;
  ref_id: bigint | null;
  /** The account whose user code `ref_id` named (null: none, unknown or self); see ADR 016. */
  referred_by: bigint | null;
  /** The affiliate's btag the player signed up with (ADR 092); null: none, unknown or paused. */
  btag: Generated<string | null>;
  password_hash: string;
  password_changed_at: Date;
  locale: 'tr' | 'en';
  /** When the current or last account-wide lock began (docs/decisions/045-throttle-not-lock.md). */
  locked_at: Date | null;
  /** The lock ends by itself then; a reset, the unlock link or support end it earlier. */
  locked_until: Generated<Date | null>;
  /** Set by an operator: no new bets; wins and rollbacks still settle. */
  disabled_at: Generated<Date | null>;
  /** 0 = none .. 10, set by staff; segment notifications address it. */
  vip_level: Generated<number>;
  created_at: Date;
}

export interface CustomerSessionTable {
  id: string;
  customer_id: bigint;
  token_hash: string;
  created_at: Date;
  last_activity_at: Date;
  ended_at: Date | null;
  end_reason: string | null;
  ip: string | null;
  user_agent: string | null;
  device: string;
  browser: string;
  fingerprint: string | null;
  /** Opened during a time-out or self-exclusion: withdraw-only (docs/decisions/033). */
  restricted: Generated<boolean>;
}

/** A one-time code: hashed with a per-row salt, counted tries, overwritten by a new request. */
export interface OneTimeCodeColumns {
  customer_id: bigint;
  code_hash: string;
  salt: string;
  attempts: Generated<number>;
  created_at: Date;
  expires_at: Date;
}

export interface AuthTables {
  country: CountryTable;
  customer: CustomerTable;
  customer_session: CustomerSessionTable;
  password_reset_code: OneTimeCodeColumns;
  account_unlock_token: AccountUnlockTokenTable;
}

/** The one-time link mailed with a lock: only its hash is stored; single use, expiring. */
export interface AccountUnlockTokenTable {
  token_hash: string;
  customer_id: bigint;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}
