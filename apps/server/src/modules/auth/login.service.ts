import type { LoginRequest } from '@lalebet/shared';
import {
  balancesOf,
  type AccountsContext,
  findCustomerByUsernameKey,
  setCustomerLocale,
  setPasswordHash,
  checkIpSpread,
  guardedPasswordCheck,
  lockRunning,
  lockAccount,
  openSession,
} from '../../core/accounts/index.ts';
import {
  screenRegisterAtLogin,
  type PlayBlock,
  blockError,
  playBlock,
  blockMessage,
} from '../../core/protection/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../core/audit.ts';
import { clock } from '../../lib/clock.ts';
import { favoriteCodes } from '../../core/favorites.ts';
import { canonicalIdentifier, forLog } from '../../lib/identity.ts';
import { hashIsOutdated, hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/password.ts';
import { ipLimitKey } from '../../lib/request-meta.ts';
import { sessionData } from './session-data.ts';

/** Blocks that still let the player in to withdraw; closure and the session limit do not. */
const WITHDRAW_ONLY_CODES: ReadonlySet<PlayBlock['code']> = new Set(['TIMED_OUT', 'SELF_EXCLUDED']);

/**
 * Unknown username, wrong password and locked account answer alike: same status and body, and
 * a password hash is checked either way so the time is alike too (ASVS 6.3.8). The lock is told
 * by e-mail with an unlock link; a reset lifts it too (docs/decisions/045-throttle-not-lock.md).
 */
export async function login(ctx: AccountsContext, input: LoginRequest) {
  const { db, limiter, meta } = ctx;
  const key = canonicalIdentifier(input.username);
  const customer = await findCustomerByUsernameKey(db, key);
  const failed = (reason: string, consecutive?: number) =>
    audit(db, {
      actor: { kind: 'customer', id: customer?.id ?? null },
      event: 'login_failed',
      meta,
      details: { username: forLog(input.username), reason, ...(consecutive ? { consecutive } : {}) },
    });

  let result: { ok: boolean; failures: number };
  try {
    const net = ipLimitKey(meta.ip);
    await checkIpSpread(limiter, 'customer', net, key);
    result = await guardedPasswordCheck(limiter, 'customer', key, net, {
      locked: lockRunning(customer),
      verify: () =>
        customer
          ? verifyPassword(customer.password_hash, input.password)
          : verifyAgainstDummy(input.password),
      spend: () => verifyAgainstDummy(input.password),
      onLock: (until) => lockAccount(ctx, customer, input.username, 'login', until),
    });
  } catch (err) {
    await failed(err instanceof AppError ? err.code : 'error');
    throw err;
  }
  if (!customer || !result.ok) {
    await failed('INVALID_CREDENTIALS', result.failures);
    throw new AppError('INVALID_CREDENTIALS');
  }
  // Closure and the session-time limit refuse login, saying until when (docs/rules.md R18; docs/decisions/
  // 025-exclusions-and-sessions.md). A time-out or self-exclusion (also one ended but not lifted)
  // opens a withdraw-only session instead (docs/rules.md R26; docs/decisions/033-lifting-and-withdraw-only.md).
  // Only after the password, so it tells nobody else.
  // GB / SE: a fresh register lookup at each login, failing closed (docs/rules.md R31-R33, ADR 032).
  await screenRegisterAtLogin(db, customer.id, meta);
  const block = await playBlock(db, customer.id);
  const restricted = block !== null && WITHDRAW_ONLY_CODES.has(block.code);
  if (block && !restricted) {
    await audit(db, {
      actor: { kind: 'customer', id: customer.id },
      event: 'rg_login_blocked',
      meta,
      details: { code: block.code, until: block.until },
    });
    throw blockError(block);
  }

  if (hashIsOutdated(customer.password_hash)) {
    await setPasswordHash(db, customer.id, await hashPassword(input.password), clock.now());
  }
  await setCustomerLocale(db, customer.id, meta.locale);
  const session = await openSession(db, customer.id, meta, { restricted });
  await audit(db, {
    actor: { kind: 'customer', id: customer.id },
    event: restricted ? 'rg_login_restricted' : 'login_succeeded',
    meta,
    details: { sessionId: session.id, ...(block ? { code: block.code, until: block.until } : {}) },
  });
  const data = sessionData(
    customer,
    session.token,
    await balancesOf(db, customer.id),
    meta.fingerprint,
    await favoriteCodes(db, customer.id),
  );
  if (!block) return { data, notice: null };
  return {
    data: {
      ...data,
      restriction: { code: block.code, kind: block.kind, until: block.until, lift: block.lift ?? null },
    },
    // The login answer says why play is closed and until when, as the refusal used to.
    notice: blockMessage(block),
  };
}
