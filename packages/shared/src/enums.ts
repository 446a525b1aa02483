/** Enumerations of the docs/product.md §3, with their wire values. */
export const TransactionStatus = {
  None: 0,
  Confirmed: 1,
  Pending: 2,
  Merged: 3,
  Rejected: 4,
  Cancelled: 5,
  Created: 6,
  /** A withdrawal held until identity is verified (backoffice-rg.md section 7, ADR 026). */
  WaitingForKyc: 7,
} as const;
export const TransactionKind = { All: 0, Deposit: 1, Withdraw: 2 } as const;
export const ProcessStatus = { Processing: 1, Completed: 2, Cancelled: 3, Expired: 4 } as const;
export const GameResult = { Win: 1, Bet: 2 } as const;
export const FieldType = {
  String: 1,
  Int: 2,
  Long: 3,
  Decimal: 4,
  Bool: 5,
  DateTime: 6,
  Dropdown: 7,
} as const;
export const NotificationKind = { Deposit: 1, Withdraw: 2, Jackpot: 3, Bonus: 4, System: 5 } as const;
export const PhonePageStep = { NotVerified: 0, Verified: 1, Update: 2, VerificationCode: 3 } as const;
