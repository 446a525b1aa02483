import type { LoginRequest } from '@lalebet/shared';
import { balancesOf } from '../../lib/accounts/balance.ts';
import type { AccountsContext } from '../../lib/accounts/context.ts';
import {
  findCustomerByUsernameKey,
  lockCustomer,
  setCustomerLocale,
  setPasswordHash,
} from '../../lib/accounts/customers.repository.ts';
import { assertMayTry, checkIpSpread, clearFailures, recordFailure } from '../../lib/accounts/login-guard.ts';
import { openSession } from '../../lib/accounts/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { clock } from '../../lib/clock.ts';
import { favoriteCodes } from '../../lib/game-provider/favorites.ts';
import { canonicalIdentifier, forLog } from '../../lib/identity.ts';
import { hashIsOutdated, hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/password.ts';
import { sessionData } from './session-data.ts';

/**
 * Unknown username and wrong password answer alike: same status and body, and a password hash
 * is checked either way so the time is alike too (ASVS 6.3.8).
 */
export async function login(ctx: AccountsContext, input: LoginRequest) {
  const { db, limiter, meta } = ctx;
  const key = canonicalIdentifier(input.username);
  await checkIpSpread(limiter, 'customer', meta.ip, key);
  const customer = await findCustomerByUsernameKey(db, key);
  try {
    await assertMayTry(limiter, 'customer', key, !!customer?.locked_at);
  } catch (err) {
    await audit(db, {
      actor: { kind: 'customer', id: customer?.id ?? null },
      event: 'login_failed',
      meta,
      details: { username: forLog(input.username), reason: err instanceof AppError ? err.code : 'error' },
    });
    throw err;
  }

  const ok = customer
    ? await verifyPassword(customer.password_hash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!customer || !ok) {
    const failure = await recordFailure(limiter, 'customer', key);
    await audit(db, {
      actor: { kind: 'customer', id: customer?.id ?? null },
      event: 'login_failed',
      meta,
      details: {
        username: forLog(input.username),
        reason: 'INVALID_CREDENTIALS',
        consecutive: failure.consecutive,
      },
    });
    if (failure.locked) {
      await lockAccount(ctx, customer?.id ?? null, input.username);
      throw new AppError('ACCOUNT_LOCKED');
    }
    throw new AppError('INVALID_CREDENTIALS');
  }

  await clearFailures(limiter, 'customer', key);
  if (hashIsOutdated(customer.password_hash)) {
    await setPasswordHash(db, customer.id, await hashPassword(input.password), clock.now());
  }
  await setCustomerLocale(db, customer.id, meta.locale);
  const session = await openSession(db, customer.id, meta);
  await audit(db, {
    actor: { kind: 'customer', id: customer.id },
    event: 'login_succeeded',
    meta,
    details: { sessionId: session.id },
  });
  return sessionData(
    customer,
    session.token,
    await balancesOf(db, customer.id),
    meta.fingerprint,
    await favoriteCodes(db, customer.id),
  );
}

/** The 20th consecutive failure: locked until a password reset, recorded and logged for review. */
export async function lockAccount(ctx: AccountsContext, customerId: bigint | null, username: string) {
  if (customerId !== null) await lockCustomer(ctx.db, customerId, clock.now());
  await audit(ctx.db, {
    actor: { kind: 'customer', id: customerId },
    event: 'account_locked',
    meta: ctx.meta,
    details: { username: forLog(username) },
  });
  ctx.log.warn(
    { event: 'account_locked', customerId: customerId?.toString() ?? null, ip: ctx.meta.ip },
    'account locked',
  );
}
