import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { endAllAdminSessions, clearFailures, grantRole, syncSeededRoles } from '../../core/accounts/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { violatedConstraint } from '../../lib/db-errors.ts';
import { canonicalIdentifier } from '../../lib/identity.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { assertAcceptablePassword } from '../../core/password-policy.ts';
import type { RateLimitStore } from '../../infra/rate-limit/index.ts';
import { FULL_ADMIN_ROLE } from '@lalebet/shared';
import { anyAdminExists, findAdminByUsernameKey, insertAdmin, setAdminPassword } from './admin.repository.ts';
import { codeAttemptKey } from './code-attempts.ts';

/**
 * Run once at start, after migrations:
 * - ADMIN_USERNAME + ADMIN_PASSWORD set: that admin exists with that password (created, or its
 *   password replaced when it differs), so an operator can always get back in. It is the
 *   operator's recovery (docs/decisions/014-staff-two-factor.md): the password must pass the
 *   password policy, and the account's lock and failure counters (in the shared rate-limit
 *   store) are cleared and all its sessions ended, even when the password is unchanged;
 * - neither set, outside production, no admin yet: 'admin' with a generated password, printed
 *   once to stdout (not to the JSON log, which is shipped elsewhere);
 * - otherwise nothing.
 */
export async function ensureAdminAccount(
  db: Kysely<Database>,
  limiter: RateLimitStore,
  config: Pick<Config, 'admin' | 'env'>,
  print: (line: string) => void = console.log,
): Promise<'created' | 'updated' | 'unchanged' | 'generated' | 'none'> {
  const now = clock.now();
  await syncSeededRoles(db);
  const result = await ensureAccount(db, limiter, config, print, now);
  // The account named by ADMIN_USERNAME (or the generated one) is the break-glass owner: it
  // always holds the full admin role, whatever staff changed (docs/decisions/029-staff-permissions.md).
  if (result !== 'none') {
    const owner = await findAdminByUsernameKey(db, canonicalIdentifier(config.admin?.username ?? 'admin'));
    if (owner) {
      await grantRole(db, owner.id, FULL_ADMIN_ROLE);
      // The break-glass account is never left disabled (docs/decisions/044-staff-lifecycle.md).
      await db
        .updateTable('admin_user')
        .set({ disabled_at: null, disabled_by: null, disabled_reason: null })
        .where('id', '=', owner.id)
        .where('disabled_at', 'is not', null)
        .execute();
    }
  }
  return result;
}

async function ensureAccount(
  db: Kysely<Database>,
  limiter: RateLimitStore,
  config: Pick<Config, 'admin' | 'env'>,
  print: (line: string) => void,
  now: Date,
): Promise<'created' | 'updated' | 'unchanged' | 'generated' | 'none'> {
  if (config.admin) {
    const { username, password } = config.admin;
    const key = canonicalIdentifier(username);
    await assertAdminPasswordAcceptable(db, username, password);
    const existing = await findAdminByUsernameKey(db, key);
    if (!existing) {
      const created = await insertOnce(() =>
        hashPassword(password).then((hash) => insertAdmin(db, username, key, hash, now)),
      );
      // Another replica starting at the same moment created it first: check its password instead.
      if (!created) return ensureAccount(db, limiter, config, print, now);
      await clearAdminLock(limiter, key);
      return 'created';
    }
    await clearAdminLock(limiter, key, existing.id, db);
    if (existing.password_hash && (await verifyPassword(existing.password_hash, password))) {
      await endAllAdminSessions(db, existing.id);
      return 'unchanged';
    }
    await setAdminPassword(db, existing.id, await hashPassword(password), now); // ends its sessions too
    return 'updated';
  }
  if (config.env === 'production' || (await anyAdminExists(db))) return 'none';
  const password = randomBytes(18).toString('base64url');
  const hash = await hashPassword(password);
  if (!(await insertOnce(() => insertAdmin(db, 'admin', 'admin', hash, now)))) return 'none';
  print(
    `\n  Back-office account created: username "admin", password "${password}" (shown once; set ADMIN_USERNAME/ADMIN_PASSWORD to choose your own)\n`,
  );
  return 'generated';
}

/** Password and second-factor counters and the lock row: each would keep a recovered operator out. */
async function clearAdminLock(
  limiter: RateLimitStore,
  usernameKey: string,
  adminId?: bigint,
  db?: Kysely<Database>,
) {
  await clearFailures(limiter, 'admin', usernameKey);
  if (adminId === undefined) return;
  await clearFailures(limiter, 'admin', codeAttemptKey(adminId));
  await db?.updateTable('admin_user').set({ locked_until: null }).where('id', '=', adminId).execute();
}

/** The customers' policy (common passwords, not the username) on top of the 12-character floor in config.ts. */
async function assertAdminPasswordAcceptable(db: Kysely<Database>, username: string, password: string) {
  try {
    await assertAcceptablePassword(db, password, { username, email: '' });
  } catch (err) {
    if (err instanceof AppError && err.code === 'WEAK_PASSWORD') {
      throw new Error(`ADMIN_PASSWORD is refused: ${err.message}`, { cause: err });
    }
    throw err;
  }
}

/** Runs an insert; false when a unique rule says another process inserted the row first. */
async function insertOnce(insert: () => Promise<unknown>): Promise<boolean> {
  try {
    await insert();
    return true;
  } catch (err) {
    if (violatedConstraint(err) !== null) return false;
    throw err;
  }
}
