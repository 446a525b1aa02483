import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../../core/audit.ts';
import { adminToken } from '../../test/admin.ts';
import { call, signUp } from '../../test/accounts.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';

type Verify = {
  ok: boolean;
  checked: number;
  lastSeq: number | null;
  firstBroken: { seq: number; reason: string } | null;
};

describe.each(testDatabases())('audit hash chain on %s', (kind) => {
  let t: TestApp;
  let token: string;
  const verify = async () => {
    const res = await call(t.app, 'admin/audit/verify', undefined, { token });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: Verify }>().data;
  };
  // Tampering needs the append-only trigger out of the way, as an attacker with owner rights would.
  const tamper = async (statement: ReturnType<typeof sql>) => {
    await sql`alter table auth_audit disable trigger auth_audit_no_update`.execute(t.db);
    try {
      await statement.execute(t.db);
    } finally {
      await sql`alter table auth_audit enable trigger auth_audit_no_update`.execute(t.db);
    }
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    token = await adminToken(t.app, t.db);
    await signUp(t.app);
    await signUp(t.app);
  });
  afterAll(() => t.close());

  it('chains every row: seq without gaps, each prev_hash the hash before', async () => {
    const rows = await t.db
      .selectFrom('auth_audit')
      .select(['seq', 'prev_hash', 'hash'])
      .orderBy('seq')
      .execute();
    expect(rows.length).toBeGreaterThan(2);
    rows.forEach((r, i) => {
      expect(Number(r.seq)).toBe(i + 1);
      expect(r.prev_hash).toBe(i === 0 ? '0'.repeat(64) : rows[i - 1]!.hash);
      expect(r.hash).toMatch(/^[0-9a-f]{64}$/);
    });
    expect(await verify()).toMatchObject({ ok: true, checked: rows.length, firstBroken: null });
  });

  it('chains concurrent writers into one line', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
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
    expect(await verify()).toMatchObject({ ok: true, firstBroken: null });
  });

  it('lists rows filtered by event prefix, newest first', async () => {
    const res = await call(t.app, 'admin/audit?event=rg_*&take=5', undefined, { token });
    const { items, total } = res.json<{ data: { items: { event: string; seq: number }[]; total: number } }>()
      .data;
    expect(total).toBe(20);
    expect(items).toHaveLength(5);
    expect(items.every((r) => r.event === 'rg_limit_request_lapsed')).toBe(true);
    expect(items[0]!.seq).toBeGreaterThan(items[1]!.seq);
  });

  it('detects a changed field, then a recomputed hash by the next link, then a deleted row', async () => {
    const before = await verify();
    const target = before.lastSeq! - 3;
    await tamper(sql`update auth_audit set event = 'edited' where seq = ${target}`);
    expect((await verify()).firstBroken).toEqual({ seq: target, reason: 'hash' });

    // A careful attacker recomputes the row's hash: the next row's link then gives it away.
    await tamper(sql`update auth_audit set hash = auth_audit_digest(seq, at, actor_kind, actor_id, event, ip,
      user_agent, fingerprint, details, prev_hash) where seq = ${target}`);
    expect((await verify()).firstBroken).toEqual({ seq: target + 1, reason: 'link' });

    await tamper(sql`delete from auth_audit where seq = ${target - 1}`);
    expect((await verify()).firstBroken).toEqual({ seq: target, reason: 'gap' });
  });

  it('still refuses updates and deletes through the append-only trigger', async () => {
    await expect(sql`update auth_audit set event = 'x' where seq = 1`.execute(t.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from auth_audit where seq = 1`.execute(t.db)).rejects.toThrow(/append-only/);
  });

  it('is for staff only', async () => {
    expect((await call(t.app, 'admin/audit/verify')).statusCode).toBe(401);
  });
});
