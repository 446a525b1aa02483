import type { Generated } from 'kysely';

/** The pending SMS code of one customer, bound to the number it was sent to. */
export interface PhoneCodeTable {
  customer_id: bigint;
  phone: string;
  code_hash: string;
  salt: string;
  attempts: Generated<number>;
  created_at: Date;
  expires_at: Date;
}

export interface AccountTables {
  phone_code: PhoneCodeTable;
}
