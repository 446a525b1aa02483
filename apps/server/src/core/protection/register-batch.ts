import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { SessionEvents } from '../accounts/session-events.ts';
import { closeSessions } from '../accounts/sessions.ts';
import { BATCH_COUNTRIES, jurisdictionOf } from './jurisdiction.ts';
import { lookupRegister } from './registers.ts';
import { recordRegisterAnswer, recordRegisterFailure, registerPersonOf } from './register-status.ts';
import { expireGameLaunches } from './session-end.ts';

export type BatchResult = { checked: number; excluded: number; failed: number };

/**
 * The daily GAMSTOP batch (docs/rules.md R31): every customer whose declared country has a batch
 * register. "Excluded" blocks the account (status row, audited as the system, strong flag) and
 * ends its sessions and game launches at once, as a self-exclusion does (docs/rules.md R26); a failed
 * lookup is recorded and alerted, and an existing block stays. `afterId` pages the customers.
 */
export async function runRegisterBatch(
  db: Kysely<Database>,
  events: SessionEvents,
  opts: { pageSize?: number } = {},
): Promise<BatchResult> {
  const result: BatchResult = { checked: 0, excluded: 0, failed: 0 };
  const pageSize = opts.pageSize ?? 500;
  let afterId = 0n;
  for (;;) {
    const page = await db
      .selectFrom('customer')
      .innerJoin('country', 'country.id', 'customer.country_id')
      .select('customer.id')
      .where('country.code', 'in', [...BATCH_COUNTRIES])
      .where('customer.id', '>', afterId)
      .orderBy('customer.id')
      .limit(pageSize)
      .execute();
    for (const { id } of page) {
      const outcome = await checkCustomerRegister(db, events, id, 'batch');
      if (outcome === 'not_applicable') continue;
      result.checked++;
      if (outcome === 'unavailable') result.failed++;
      if (outcome === 'newly_excluded') result.excluded++;
    }
    if (page.length < pageSize) return result;
    afterId = page[page.length - 1]!.id;
  }
}

export type CheckOutcome = 'not_applicable' | 'unavailable' | 'not_excluded' | 'excluded' | 'newly_excluded';

/**
 * One customer against their register now (the batch, or staff asking again). A new "excluded"
 * ends the player's sessions and game launches at once, as a self-exclusion does (docs/rules.md R26).
 */
export async function checkCustomerRegister(
  db: Kysely<Database>,
  events: SessionEvents,
  customerId: bigint,
  purpose: 'batch' | 'staff',
): Promise<CheckOutcome> {
  const person = await registerPersonOf(db, customerId);
  const register = person && jurisdictionOf(person.country).register;
  if (!person || !register) return 'not_applicable';
  const found = await lookupRegister(db, register, person, purpose);
  if (!found.ok) {
    await recordRegisterFailure(db, customerId, register, found.error, purpose);
    return 'unavailable';
  }
  const excluded = found.answer === 'excluded';
  const newlyBlocked = await recordRegisterAnswer(db, customerId, register, excluded, purpose);
  if (!newlyBlocked) return excluded ? 'excluded' : 'not_excluded';
  await expireGameLaunches(db, customerId);
  await closeSessions(db, events, customerId, {}, 'self_excluded');
  return 'newly_excluded';
}
