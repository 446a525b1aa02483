import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import {
  type RegisterAnswer,
  type RegisterName,
  type RegisterPerson,
  RegisterUnavailableError,
  type SelfExclusionRegister,
} from '../../infra/self-exclusion-register/port.ts';
import { clock } from '../../lib/clock.ts';

/** What an operator (and the register status screen) needs to know about a register's health. */
export type RegisterHealth = {
  register: RegisterName;
  configured: boolean;
  lastOkAt: Date | null;
  lastErrorAt: Date | null;
  lastError: string | null;
  /** Lookups that failed after every retry, since the process started: the alert metric. */
  failures: number;
  consecutiveFailures: number;
};

export type RegisterService = {
  /** A register absent here is not configured: its lookups fail closed. */
  adapters: Partial<Record<RegisterName, SelfExclusionRegister>>;
  /** Waits between tries: a lookup is tried 1 + length times (docs/rules.md R33: retried, bounded). */
  retryDelaysMs: readonly number[];
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  health: Record<RegisterName, RegisterHealth>;
  /** Customers Spelpaus cleared for marketing lately: one list render asks once, not per offer. */
  marketingMemo: Map<bigint, number>;
};

export type Lookup = { ok: true; answer: RegisterAnswer } | { ok: false; error: string };

/**
 * The services by database handle, as the cache notices are (infra/cache/notices.ts): core code
 * that only holds `db` (isMarketable, the play block) finds the app's registers. A transaction
 * handle finds nothing, and nothing found fails closed.
 */
const services = new WeakMap<Kysely<Database>, RegisterService>();

export function attachRegisters(
  db: Kysely<Database>,
  s: Omit<RegisterService, 'health' | 'marketingMemo'>,
): RegisterService {
  const health = (register: RegisterName): RegisterHealth => ({
    register,
    configured: !!s.adapters[register],
    lastOkAt: null,
    lastErrorAt: null,
    lastError: null,
    failures: 0,
    consecutiveFailures: 0,
  });
  const service = {
    ...s,
    health: { gamstop: health('gamstop'), spelpaus: health('spelpaus') },
    marketingMemo: new Map(),
  };
  services.set(db, service);
  return service;
}

export const registersOf = (db: Kysely<Database>) => services.get(db);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One register lookup with its bounded retry (docs/rules.md R33). Never throws: an error or timeout after
 * every try comes back as `{ok: false}`, logged at error level and counted in the register's
 * health, so the caller can refuse (fail closed) and alert staff.
 */
export async function lookupRegister(
  db: Kysely<Database>,
  register: RegisterName,
  person: RegisterPerson,
  purpose: string,
): Promise<Lookup> {
  const service = registersOf(db);
  const adapter = service?.adapters[register];
  if (!service || !adapter) {
    service?.log.error({ register, purpose }, 'register: not configured, lookup refused');
    return { ok: false, error: 'not configured' };
  }
  const h = service.health[register];
  let error = 'unknown';
  for (let attempt = 0; attempt <= service.retryDelaysMs.length; attempt++) {
    if (attempt > 0) await sleep(service.retryDelaysMs[attempt - 1]!);
    try {
      const answer = await adapter.checkRegister(person);
      h.lastOkAt = clock.now();
      h.consecutiveFailures = 0;
      return { ok: true, answer };
    } catch (err) {
      error = err instanceof RegisterUnavailableError ? err.reason : 'adapter error';
      service.log.warn({ register, purpose, attempt, error }, 'register: lookup failed, retrying');
    }
  }
  h.lastErrorAt = clock.now();
  h.lastError = error;
  h.failures++;
  h.consecutiveFailures++;
  service.log.error(
    { register, purpose, error, consecutiveFailures: h.consecutiveFailures },
    'register: lookup failed after retries; refused (fail closed)',
  );
  return { ok: false, error };
}
