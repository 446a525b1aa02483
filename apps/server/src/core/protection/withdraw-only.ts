import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { blockError, playBlock } from './exclusions.ts';

/**
 * What a withdraw-only session may call (docs/rules.md R26: the player can still withdraw; docs/decisions/
 * 033-lifting-and-withdraw-only.md): reading the account, balance and history, withdrawing (with
 * the payment form, the SMS code and the identity check a withdrawal may need), notices, the
 * protection page (extending a block is always allowed), asking for a lift, resuming, logging out.
 * Everything else behind requireCustomer answers the block's own code.
 */
export const WITHDRAW_ONLY_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/customer/profile',
  'GET /api/user/balance',
  'POST /api/transaction/list',
  'GET /api/payment/methods',
  'POST /api/payment/detail',
  'POST /api/payment/withdraw',
  'POST /api/payment/withdrawcode',
  'GET /api/customer/kyc',
  'POST /api/customer/kyc/start',
  'POST /api/customer/notification',
  'POST /api/customer/readnotification',
  'GET /api/customer/responsiblegaming',
  'POST /api/customer/timeout',
  'POST /api/customer/selfexclusion',
  'POST /api/customer/close',
  'GET /api/protection/lift-request',
  'POST /api/protection/lift-request',
  'POST /api/protection/resume',
  'GET /api/auth/logout',
]);

export const allowedWithdrawOnly = (method: string, url: string | undefined) =>
  url !== undefined && WITHDRAW_ONLY_ROUTES.has(`${method} ${url}`);

/**
 * Refuses a withdraw-only session's call outside the list with the block's code and `{kind,
 * until}`. Once the block is gone (a time-out ended, a lift resumed) the session is an ordinary
 * one: the flag only says that each of its calls must look at the block first.
 */
export async function assertWithdrawOnlyAllows(
  db: Kysely<Database>,
  customerId: bigint,
  method: string,
  url: string | undefined,
): Promise<void> {
  if (allowedWithdrawOnly(method, url)) return;
  const block = await playBlock(db, customerId);
  if (block) throw blockError(block);
}
