import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { RegisterName, RegisterPerson } from '../../infra/self-exclusion-register/port.ts';
import { DAY_MS, clock } from '../../lib/clock.ts';
import { audit } from '../audit.ts';
import { raiseFlag } from './flags.ts';
import { hasRecentFlag } from './flags-read.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The customer as the registers match people (reference section 6: name, DOB, e-mail, mobile). */
export async function registerPersonOf(db: Db, customerId: bigint): Promise<RegisterPerson | null> {
  const row = await db
    .selectFrom('customer')
    .innerJoin('country', 'country.id', 'customer.country_id')
    .select(['name', 'surname', 'email', 'phone', 'country.code as country'])
    .select((eb) => eb.cast<string>('customer.birth_date', 'text').as('birth'))
    .where('customer.id', '=', customerId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    country: row.country,
    firstName: row.name,
    lastName: row.surname,
    birthDate: row.birth,
    email: row.email,
    phone: row.phone,
  };
}

/** Whether the last register answer for this customer was "excluded": login and play stay shut. */
export async function registerExcluded(db: Db, customerId: bigint): Promise<boolean> {
  const row = await db
    .selectFrom('rg_register_status')
    .select('excluded')
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row?.excluded === true;
}

/**
 * Records a successful answer. A change is audited with the system as actor (docs/rules.md R40): becoming
 * excluded is the block (`rg_register_excluded`), and staff get a flag; a later "not excluded"
 * (the person left the register) lifts it (`rg_register_cleared`). Returns whether it newly blocked.
 */
export async function recordRegisterAnswer(
  db: Kysely<Database>,
  customerId: bigint,
  register: RegisterName,
  excluded: boolean,
  purpose: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const now = clock.now();
    const before = await trx
      .selectFrom('rg_register_status')
      .select('excluded')
      .where('customer_id', '=', customerId)
      .forUpdate()
      .executeTakeFirst();
    const since = excluded ? (before?.excluded ? undefined : now) : null;
    await trx
      .insertInto('rg_register_status')
      .values({
        customer_id: customerId,
        register,
        excluded,
        checked_at: now,
        excluded_since: since ?? null,
        last_error_at: null,
        last_error: null,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.column('customer_id').doUpdateSet({
          register,
          excluded,
          checked_at: now,
          ...(since !== undefined ? { excluded_since: since } : {}),
          updated_at: now,
        }),
      )
      .execute();
    const changed = (before?.excluded ?? false) !== excluded;
    if (!changed) return false;
    await audit(trx, {
      actor: { kind: 'system', id: null },
      event: excluded ? 'rg_register_excluded' : 'rg_register_cleared',
      meta: null,
      details: { customerId: String(customerId), register, purpose },
    });
    if (excluded) {
      await raiseFlag(trx, {
        customerId,
        kind: 'register_excluded',
        severity: 'strong',
        details: { register, purpose },
      });
    }
    return excluded;
  });
}

/**
 * Records a failed lookup (docs/rules.md R33: alerted): the error on the status row (the block, if any,
 * stays), an audit row, and once a day a flag into the staff queue.
 */
export async function recordRegisterFailure(
  db: Kysely<Database>,
  customerId: bigint,
  register: RegisterName,
  error: string,
  purpose: string,
): Promise<void> {
  const now = clock.now();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('rg_register_status')
      .values({
        customer_id: customerId,
        register,
        excluded: false,
        checked_at: null,
        excluded_since: null,
        last_error_at: now,
        last_error: error.slice(0, 200),
        updated_at: now,
      })
      .onConflict((oc) =>
        oc
          .column('customer_id')
          .doUpdateSet({ last_error_at: now, last_error: error.slice(0, 200), updated_at: now }),
      )
      .execute();
    await audit(trx, {
      actor: { kind: 'system', id: null },
      event: 'rg_register_unavailable',
      meta: null,
      details: { customerId: String(customerId), register, purpose, error },
    });
    if (!(await hasRecentFlag(trx, customerId, 'register_unavailable', new Date(now.getTime() - DAY_MS)))) {
      await raiseFlag(trx, {
        customerId,
        kind: 'register_unavailable',
        severity: 'weak',
        details: { register, purpose, error },
      });
    }
  });
}
