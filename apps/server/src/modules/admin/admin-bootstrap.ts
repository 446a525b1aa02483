import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { clock } from '../../lib/clock.ts';
import { violatedConstraint } from '../../lib/db-errors.ts';
import { canonicalIdentifier } from '../../lib/identity.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { anyAdminExists, findAdminByUsernameKey, insertAdmin, setAdminPassword } from './admin.repository.ts';

/**
 * Run once at start, after migrations:
 * - ADMIN_USERNAME + ADMIN_PASSWORD set: that admin exists with that password (created, or its
 *   password replaced when it differs), so an operator can always get back in;
 * - neither set, outside production, no admin yet: 'admin' with a generated password, printed
 *   once to stdout (not to the JSON log, which is shipped elsewhere);
 * - otherwise nothing.
 */
export async function ensureAdminAccount(
  db: Kysely<Database>,
  config: Pick<Config, 'admin' | 'env'>,
  print: (line: string) => void = console.log,
): Promise<'created' | 'updated' | 'unchanged' | 'generated' | 'none'> {
  const now = clock.now();
  if (config.admin) {
    const { username, password } = config.admin;
    const existing = await findAdminByUsernameKey(db, canonicalIdentifier(username));
    if (!existing) {
      const created = await insertOnce(() =>
        hashPassword(password).then((hash) =>
          insertAdmin(db, username, canonicalIdentifier(username), hash, now),
        ),
      );
      // Another replica starting at the same moment created it first: check its password instead.
      if (created) return 'created';
      return ensureAdminAccount(db, config, print);
    }
    if (await verifyPassword(existing.password_hash, password)) return 'unchanged';
    await setAdminPassword(db, existing.id, await hashPassword(password), now);
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
