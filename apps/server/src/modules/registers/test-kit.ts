import { PassThrough } from 'node:stream';
import type { Kysely } from 'kysely';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { type DbKind, type TestApp, createTestApp } from '../../test/harness.ts';
import { listen } from '../../test/hub.ts';

/** Helpers for the register tests (not a test file itself). */

export const GB_ID = 826;
export const SE_ID = 752;

export type RegistersApp = TestApp & { logs: string[] };

/**
 * A test app listening on a free port (the adapters reach the simulator over HTTP), with a short
 * lookup timeout and short waits between tries, and its log lines captured (the alert is an
 * error-level line).
 */
export async function createRegistersApp(
  kind: DbKind,
  timeoutMs = 300,
  opts: { seed?: boolean } = {},
): Promise<RegistersApp> {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const logs: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => logs.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  const t = await createTestApp(kind, {
    sportsbook: false,
    seed: opts.seed ?? false,
    config: { registers: { ...base.registers, timeoutMs } },
    logStream: stream,
  });
  t.app.registers.retryDelaysMs = [10, 10];
  await listen(t.app);
  return { ...t, logs };
}

/** The simulator, which exists outside production. */
export const simOf = (t: TestApp) => {
  const sim = t.app.registerSimulator;
  if (!sim) throw new Error('no register simulator');
  return sim;
};

/** The audit rows of one event about (or by) one customer, or all, oldest first. */
export async function auditRows(db: Kysely<Database>, event: string, customerId?: bigint) {
  const rows = await db
    .selectFrom('auth_audit')
    .select(['actor_kind', 'actor_id', 'details'])
    .where('event', '=', event as never)
    .orderBy('id')
    .execute();
  return rows
    .map((r) => ({
      ...r,
      details: (typeof r.details === 'string' ? JSON.parse(r.details) : r.details) as Record<string, unknown>,
    }))
    .filter(
      (r) =>
        customerId === undefined || r.details.customerId === String(customerId) || r.actor_id === customerId,
    );
}
