import type { Generated } from 'kysely';

export interface AdminUserTable {
  id: Generated<bigint>;
  username: string;
  username_key: string;
  password_hash: string;
  created_at: Date;
  updated_at: Date;
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
}

export interface AdminTables {
  admin_user: AdminUserTable;
  admin_session: AdminSessionTable;
}
