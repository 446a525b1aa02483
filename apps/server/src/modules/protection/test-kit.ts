import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { type DbKind, type TestApp, createTestApp } from '../../test/harness.ts';
import { exclusionRoutes } from './exclusion.routes.ts';

/** A test app with the exclusion routes under /api (the integrator registers them in app.ts). */
export function createProtectionApp(kind: DbKind): Promise<TestApp> {
  return createTestApp(kind, {
    sportsbook: false,
    beforeReady: (app) => void app.register(exclusionRoutes, { prefix: '/api' }),
  });
}

/** The audit rows of one event, oldest first, with their details parsed. */
export async function auditRows(db: Kysely<Database>, event: string, customerId?: bigint) {
  const rows = await db
    .selectFrom('auth_audit')
    .select(['actor_kind', 'actor_id', 'event', 'details'])
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
