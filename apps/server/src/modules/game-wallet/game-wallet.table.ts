import type { Generated } from 'kysely';

export type WalletTxKind = 'bet' | 'win' | 'rollback';

/** A seamless-wallet transaction as the provider sent it, with the status we answered. */
export interface WalletTransactionTable {
  provider: string;
  transaction_uuid: string;
  kind: WalletTxKind;
  customer_id: bigint | null;
  user_code: string;
  game_code: string;
  round: string;
  /** Kuruş. */
  amount: bigint;
  /** The provider's integer units (value × 100000), as received. */
  provider_amount: bigint;
  currency: string;
  reference_transaction_uuid: string | null;
  /** RS_* status of the first answer; replays answer it again. */
  status: string;
  /** True when the ledger moved; false for refusals and rollback tombstones. */
  applied: boolean;
  rolled_back: Generated<boolean>;
  /** Bets: the kuruş of `amount` paid from the bonus balance (cash first, then bonus; ADR 012). */
  bonus_amount: Generated<bigint>;
  /** Bets: the active bonus when the bet was placed (its wins and refunds go back to it). */
  customer_bonus_id: Generated<bigint | null>;
  /** Bets: the kuruş of the stake counted towards that bonus's wagering; a rollback takes it back. */
  wagering_counted: Generated<bigint>;
  request_uuid: string;
  /** Bets: a free round of this provider reward (ADR 099): nothing staked from the player. */
  reward_uuid: Generated<string | null>;
  created_at: Generated<Date>;
}

export type RoundStatus = 'open' | 'closed' | 'rolledBack';

/** A round as game history shows it: stakes and wins net of rollbacks, in kuruş. */
export interface GameRoundTable {
  provider: string;
  round: string;
  customer_id: bigint;
  game_code: string;
  currency: string;
  stake: Generated<bigint>;
  win: Generated<bigint>;
  bets: Generated<number>;
  status: Generated<RoundStatus>;
  started_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface GameWalletTables {
  wallet_transaction: WalletTransactionTable;
  game_round: GameRoundTable;
}
