/**
 * Query keys that more than one feature reads or refreshes. Features do not import each other,
 * so a key they share lives here, not as a copied array.
 */
export const sharedKeys = {
  /** GET user/balance: invalidate this prefix after money moved (any player). */
  balance: ['user', 'balance'] as const,
  /** The balance of one logged-in player (null: nobody, the query is disabled). */
  balanceOf: (usercode: string | null) => ['user', 'balance', usercode] as const,
  /** The account pages' data (profile, sessions), stale once the phone changes. */
  account: ['account'] as const,
};
