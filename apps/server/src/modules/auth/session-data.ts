import type { SessionData } from '@lalebet/shared';
import type { Balances } from '../../core/accounts/index.ts';

/**
 * The product's session object (authData). The Betsy fields are filled by the auth routes when
 * the bridge is configured (docs/decisions/091-betsy-sportsbook-bridge.md), the betco fields likewise
 * (docs/decisions/097-betco-esports-frame.md).
 */
export function sessionData(
  c: { username: string; user_code: string; phone: string; phone_verified_at: Date | null },
  token: string,
  balances: Balances,
  fingerprint: string | null,
  /** Codes of the customer's favourite games (the product's userFavoriteList). */
  userFavoriteList: string[],
): SessionData {
  return {
    token,
    ...balances,
    username: c.username,
    usercode: c.user_code,
    betsyCid: '',
    betsyUrl: '',
    betsyToken: '',
    betcoToken: '',
    betcoUrl: '',
    phone: c.phone,
    smsVerified: c.phone_verified_at !== null,
    fingerprint: fingerprint ?? '',
    userFavoriteList,
  };
}
