import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { type DbKind, type TestApp, createTestApp } from '../../test/harness.ts';

/** A test app for the protection routes (the sportsbook's feed is not needed). */
export function createProtectionApp(kind: DbKind): Promise<TestApp> {
  return createTestApp(kind, { sportsbook: false });
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
