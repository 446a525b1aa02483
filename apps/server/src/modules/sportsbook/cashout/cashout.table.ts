/** Cash-out tables (docs/decisions/066-cash-out-pricing-and-locking.md). Kuruş. */
export interface SbCashoutQuoteTable {
  id: string;
  bet_id: string;
  customer_id: bigint;
  amount: bigint;
  expires_at: Date;
  created_at: Date;
}

/** One cash-out done: `stake_part` is the stake it took out of the bet (all of it when `full`). */
export interface SbCashoutTable {
  quote_id: string;
  bet_id: string;
  amount: bigint;
  stake_part: bigint;
  full: boolean;
  created_at: Date;
}

export type CashoutOffScope = 'site' | 'event' | 'market' | 'player';

/** The operator's switch: `ref` is '' (site), the event id, `event/market/specifiers` or the customer id. */
export interface SbCashoutOffTable {
  scope: CashoutOffScope;
  ref: string;
  created_at: Date;
}

export interface SbCashoutAutoTable {
  bet_id: string;
  threshold: bigint;
  updated_at: Date;
}

export interface SportsbookCashoutTables {
  sb_cashout_quote: SbCashoutQuoteTable;
  sb_cashout: SbCashoutTable;
  sb_cashout_off: SbCashoutOffTable;
  sb_cashout_auto: SbCashoutAutoTable;
}
