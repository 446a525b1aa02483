import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../../core/audit.ts';
import { adminToken } from '../../test/admin.ts';
import { call } from '../../test/accounts.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';

type Verify = { ok: boolean; sealedThrough: number; firstBroken: { seq: number; reason: string } | null };

/**
 * docs/decisions/049-production-safety-ii.md: someone with the owner role edits row 5 and recomputes every later hash with
 * the database's own function. The unkeyed chain of ADR 028 then verifies; the keyed seals do not.
 */
describe.each(testDatabases())('keyed audit seals on %s', (kind) => {
  let t: TestApp;
  let token: string;
  const verify = async () =>
    (await call(t.app, 'admin/audit/verify', undefined, { token })).json<{ data: Verify }>().data;
  const write = (n: number) =>
    Promise.all(
      Array.from({ length: n }, (_, i) =>
        t.db.transaction().execute((trx) =>
          audit(trx, {
            actor: { kind: 'system', id: null },
            event: 'rg_limit_request_lapsed',
            meta: null,
            details: { i },
          }),
        ),
      ),
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    token = await adminToken(t.app, t.db);
    await write(8);
  });
  afterAll(() => t.close());

  it('seals every row once, and a second run seals nothing new', async () => {
    const last = await t.db
      .selectFrom('auth_audit')
      .select((eb) => eb.fn.max('seq').as('m'))
      .executeTakeFirstOrThrow();
    expect(await t.app.auditSeal.seal()).toBe(Number(last.m));
    expect(await t.app.auditSeal.seal()).toBe(0);
    expect(await verify()).toMatchObject({ ok: true, sealedThrough: Number(last.m), firstBroken: null });
  });

  it('finds row 5 after an owner edits it and recomputes the whole chain, and raises one staff alarm', async () => {
    await sql`alter table auth_audit disable trigger auth_audit_no_update`.execute(t.db);
    try {
      await sql`update auth_audit set details = '{"i": 999}'::jsonb where seq = 5`.execute(t.db);
      // Recompute every hash from row 5 on, in order, as the trigger would have.
      await sql`
        do $$
        declare r record; prev text;
        begin
          select hash into prev from auth_audit where seq = 4;
          for r in select * from auth_audit where seq >= 5 order by seq loop
            update auth_audit set prev_hash = prev,
              hash = auth_audit_digest(r.seq, r.at, r.actor_kind, r.actor_id, r.event, r.ip, r.user_agent,
                r.fingerprint, r.details, prev)
            where seq = r.seq returning hash into prev;
          end loop;
        end $$`.execute(t.db);
    } finally {
      await sql`alter table auth_audit enable trigger auth_audit_no_update`.execute(t.db);
    }
    const result = await verify();
    expect(result).toMatchObject({ ok: false, firstBroken: { seq: 5, reason: 'seal' } });
    await verify();
    const alarms = await t.db
      .selectFrom('security_event')
      .select(['source', 'reason'])
      .where('kind', '=', 'audit.chain')
      .execute();
    expect(alarms).toEqual([{ source: 'auth_audit seq 5', reason: 'seal' }]);
    // The back office's home shows the alarm to whoever reads the audit trail.
    const queues = (await call(t.app, 'admin/queues', undefined, { token })).json<{
      data: { queue: string; count: number }[];
    }>().data;
    expect(queues.find((q) => q.queue === 'auditChain')).toMatchObject({ count: 1 });
  });

  it('does not seal new rows onto a chain that no longer links to the sealed head', async () => {
    await write(1);
    expect(await t.app.auditSeal.seal()).toBe(0);
  });
});
