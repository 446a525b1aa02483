import { clock } from '../../lib/clock.ts';
import { RS, type RsStatus } from '../../lib/hub88/protocol.ts';
import { spendableBonus } from '../../core/accounts/index.ts';
import { DEFAULT_CURRENCY, availableBalance } from '../../core/ledger/index.ts';
import { hashToken } from '../../lib/secrets.ts';
import type { UserBalanceBody, UserInfoBody } from './hub88.schemas.ts';
import { type Outcome, type WalletCtx, outcome } from './wallet.context.ts';
import { findCustomer, findSession } from './wallet.repository.ts';

export type UserInfo = { status: RsStatus; country?: string; currency?: string };

/**
 * user/info: the player's country and currency, nothing personal (no name, birth date or
 * contact). An unknown user is RS_ERROR_INVALID_TOKEN: the user code is a launch credential.
 */
export async function userInfo(ctx: WalletCtx, b: UserInfoBody): Promise<UserInfo> {
  const customer = await findCustomer(ctx.db, b.user);
  if (!customer) return { status: RS.INVALID_TOKEN };
  return { status: RS.OK, country: customer.country, currency: DEFAULT_CURRENCY };
}

/** user/balance: needs the launch token of this user, unexpired; a disabled player still sees it. */
export async function userBalance(ctx: WalletCtx, b: UserBalanceBody): Promise<Outcome> {
  const session = await findSession(ctx.db, hashToken(b.token));
  const customer = session ? await findCustomer(ctx.db, b.user) : undefined;
  if (!session || !customer || customer.id !== session.customer_id) return outcome(RS.INVALID_TOKEN);
  if (session.expires_at.getTime() <= clock.ms()) return outcome(RS.TOKEN_EXPIRED);
  // Cash plus the bonus balance: what the player may stake (ADR 012).
  const minor =
    (await availableBalance(ctx.db, customer.id, session.currency)) +
    (await spendableBonus(ctx.db, customer.id, session.currency));
  return outcome(RS.OK, { customerId: customer.id, currency: session.currency, minor });
}
