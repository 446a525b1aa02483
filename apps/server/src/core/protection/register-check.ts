import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { RegisterName, RegisterPerson } from '../../infra/self-exclusion-register/port.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import { audit } from '../audit.ts';
import { jurisdictionOf } from './jurisdiction.ts';
import { lookupRegister, registersOf } from './registers.ts';
import {
  recordRegisterAnswer,
  recordRegisterFailure,
  registerExcluded,
  registerPersonOf,
} from './register-status.ts';

/** How long a Spelpaus "not excluded" serves marketing reads (one page's offers, not a day's). */
const MARKETING_MEMO_MS = 60_000;

/**
 * Sign-up (docs/rules.md R31, R32): a person from a register country is looked up before the account
 * exists. Excluded: REGISTER_EXCLUDED; lookup failed after its retries: REGISTER_UNAVAILABLE
 * (503, fail closed, docs/rules.md R33). Both audited. Returns the register asked, or null (no register).
 */
export async function screenRegisterAtSignUp(
  db: Kysely<Database>,
  meta: RequestMeta,
  person: RegisterPerson,
): Promise<RegisterName | null> {
  const { register } = jurisdictionOf(person.country);
  if (!register) return null;
  const found = await lookupRegister(db, register, person, 'registration');
  if (!found.ok) {
    await audit(db, {
      actor: { kind: 'system', id: null },
      event: 'rg_register_unavailable',
      meta,
      details: { register, purpose: 'registration', error: found.error },
    });
    throw new AppError('REGISTER_UNAVAILABLE');
  }
  if (found.answer === 'excluded') {
    await audit(db, {
      actor: { kind: 'customer', id: null },
      event: 'rg_register_refused',
      meta,
      details: { register, purpose: 'registration' },
    });
    throw new AppError('REGISTER_EXCLUDED');
  }
  return register;
}

/**
 * Each login (docs/rules.md R31, R32), after the password is verified: a fresh lookup. Excluded blocks the
 * account (status row, audited as system) and refuses REGISTER_EXCLUDED; a failed lookup refuses
 * REGISTER_UNAVAILABLE and alerts staff. A "not excluded" lifts an earlier register block.
 */
export async function screenRegisterAtLogin(
  db: Kysely<Database>,
  customerId: bigint,
  meta: RequestMeta,
): Promise<void> {
  const person = await registerPersonOf(db, customerId);
  const register = person && jurisdictionOf(person.country).register;
  if (!person || !register) return;
  const found = await lookupRegister(db, register, person, 'login');
  if (!found.ok) {
    await recordRegisterFailure(db, customerId, register, found.error, 'login');
    throw new AppError('REGISTER_UNAVAILABLE');
  }
  const excluded = found.answer === 'excluded';
  await recordRegisterAnswer(db, customerId, register, excluded, 'login');
  if (!excluded) return;
  await audit(db, {
    actor: { kind: 'customer', id: customerId },
    event: 'rg_login_blocked',
    meta,
    details: { code: 'REGISTER_EXCLUDED', register },
  });
  throw new AppError('REGISTER_EXCLUDED');
}

/**
 * Before direct marketing in SE mode (docs/rules.md R32): a live Spelpaus lookup. Excluded (now or before)
 * or unavailable: not marketable (fail closed). Other countries: true here (the exclusions'
 * isMarketable asks the rest). Pass the app's `db`, not a transaction.
 */
export async function registerAllowsMarketing(db: Kysely<Database>, customerId: bigint): Promise<boolean> {
  // A transaction cannot record the answer, nor find the app's registers: fail closed.
  if (db.isTransaction) return false;
  const person = await registerPersonOf(db, customerId);
  if (!person) return false;
  const { register, swedishRules } = jurisdictionOf(person.country);
  if (!register) return true;
  if (await registerExcluded(db, customerId)) return false;
  if (!swedishRules) return true;
  const memo = registersOf(db)?.marketingMemo;
  if ((memo?.get(customerId) ?? 0) > clock.ms()) return true;
  const found = await lookupRegister(db, register, person, 'marketing');
  if (!found.ok) {
    await recordRegisterFailure(db, customerId, register, found.error, 'marketing');
    return false;
  }
  const excluded = found.answer === 'excluded';
  await recordRegisterAnswer(db, customerId, register, excluded, 'marketing');
  if (memo && memo.size > 10_000) memo.clear();
  if (!excluded) memo?.set(customerId, clock.ms() + MARKETING_MEMO_MS);
  return !excluded;
}
