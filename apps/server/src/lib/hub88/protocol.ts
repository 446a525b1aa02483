/**
 * The Hub88 operator wallet API as both sides speak it (docs/wallet-protocol.md §2): our seamless
 * wallet answers it, the game-provider simulator calls it. Field names are Hub88's.
 */

export const HUB88_SIGNATURE_HEADER = 'x-hub88-signature';
/** Hub88 amounts are integers of the real value × 100000 ("3.56 → 356000"). */
export const HUB88_UNITS_PER_MAJOR = 100_000n;
/** Our ledger keeps kuruş (value × 100): one kuruş is 1000 Hub88 units. */
export const HUB88_UNITS_PER_MINOR = 1_000n;

/** Hub88's answer statuses (its `status` field, `RS_*`); `RS` is Hub88's own prefix for them. */
export const RS = {
  OK: 'RS_OK',
  UNKNOWN: 'RS_ERROR_UNKNOWN',
  INVALID_PARTNER: 'RS_ERROR_INVALID_PARTNER',
  INVALID_TOKEN: 'RS_ERROR_INVALID_TOKEN',
  TOKEN_EXPIRED: 'RS_ERROR_TOKEN_EXPIRED',
  INVALID_GAME: 'RS_ERROR_INVALID_GAME',
  WRONG_CURRENCY: 'RS_ERROR_WRONG_CURRENCY',
  NOT_ENOUGH_MONEY: 'RS_ERROR_NOT_ENOUGH_MONEY',
  USER_DISABLED: 'RS_ERROR_USER_DISABLED',
  INVALID_SIGNATURE: 'RS_ERROR_INVALID_SIGNATURE',
  WRONG_SYNTAX: 'RS_ERROR_WRONG_SYNTAX',
  WRONG_TYPES: 'RS_ERROR_WRONG_TYPES',
  DUPLICATE_TRANSACTION: 'RS_ERROR_DUPLICATE_TRANSACTION',
  TRANSACTION_DOES_NOT_EXIST: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  TRANSACTION_ROLLED_BACK: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
  LIMIT_REACHED: 'RS_ERROR_LIMIT_REACHED',
} as const;
export type RsStatus = (typeof RS)[keyof typeof RS];

/** Paths under the wallet base (ours: /api/provider/hub88). */
export const HUB88_PATHS = {
  userInfo: '/user/info',
  userBalance: '/user/balance',
  bet: '/transaction/bet',
  win: '/transaction/win',
  rollback: '/transaction/rollback',
} as const;

export type UserInfoRequest = { user: string; request_uuid: string };
export type UserBalanceRequest = { user: string; token: string; request_uuid: string; game_code: string };

type TxCommon = {
  user: string;
  token: string;
  request_uuid: string;
  transaction_uuid: string;
  round: string;
  round_closed: boolean;
  game_code: string;
  supplier_transaction_id?: string;
  meta?: Record<string, unknown>;
};
export type BetRequest = TxCommon & {
  amount: number;
  currency: string;
  is_free?: boolean;
  is_aggregated?: boolean;
  reward_uuid?: string | null;
  supplier_user?: string;
  bet?: string;
};
export type WinRequest = BetRequest & { reference_transaction_uuid: string };
export type RollbackRequest = TxCommon & { reference_transaction_uuid: string };

/** Every answer is HTTP 200 with a status; balance fields come with RS_OK and NOT_ENOUGH_MONEY. */
export type WalletResponse = {
  status: RsStatus;
  request_uuid: string;
  user?: string;
  currency?: string;
  /** Hub88 units (value × 100000). */
  balance?: number;
};
export type UserInfoResponse = WalletResponse & {
  country?: string;
  jurisdiction?: string;
  birth_date?: string;
  registration_date?: string;
};

/** Kuruş → Hub88 units. */
export const minorToHub88 = (minor: bigint): number => Number(minor * HUB88_UNITS_PER_MINOR);

/**
 * Hub88 units → kuruş, or null when the amount is not a whole kuruş: the wallet refuses such
 * an amount (RS_ERROR_WRONG_TYPES) rather than round money (ADR 010).
 */
export function hub88ToMinor(units: number): bigint | null {
  if (!Number.isSafeInteger(units) || units < 0) return null;
  const big = BigInt(units);
  return big % HUB88_UNITS_PER_MINOR === 0n ? big / HUB88_UNITS_PER_MINOR : null;
}
