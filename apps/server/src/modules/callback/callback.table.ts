import type { Generated } from 'kysely';

export interface CallbackRequestTable {
  id: Generated<bigint>;
  name: string;
  phone: string;
  preferred_time: string;
  locale: string;
  fingerprint: string | null;
  ip: string | null;
  status: Generated<string>;
  created_at: Generated<Date>;
}

export interface CallbackTables {
  callback_request: CallbackRequestTable;
}
