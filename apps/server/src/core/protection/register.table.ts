/** The national register's last answer for one customer (migration 2026_11_28_150000). */
export interface RgRegisterStatusTable {
  customer_id: bigint;
  register: 'gamstop' | 'spelpaus';
  /** The last successful answer; true blocks login and play. */
  excluded: boolean;
  checked_at: Date | null;
  excluded_since: Date | null;
  last_error_at: Date | null;
  last_error: string | null;
  updated_at: Date;
}

export interface ProtectionRegisterTables {
  rg_register_status: RgRegisterStatusTable;
}
