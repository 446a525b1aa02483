import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../lib/clock.ts';
import { call, signUp } from '../../test/accounts.ts';
import { adminSession, adminToken } from '../../test/admin.ts';
import { customerIdOf } from '../../test/customers.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { seedCase } from '../../test/kyc.ts';
import { createStaffAccount } from '../../test/staff.ts';

type Row = Record<string, unknown>;

/** Player 360's KYC tab (docs/decisions/026-kyc.md): case, decisions and the provider's reviews. */
describe.each(testDatabases())('admin/customers/:id/kyc* on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let player: Awaited<ReturnType<typeof signUp>>;
  let id: bigint;
  let fresh: bigint;
  let reference: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    tokens.admin = await adminToken(t.app, t.db);
    for (const role of ['support', 'risk', 'compliance', 'payments', 'bonus']) {
      const login = { username: `kyc-${role}`, password: `Rol-${role}-Parolası-2026` };
      await createStaffAccount(t.app, t.db, { ...login, roles: [role] }, tokens.admin);
      tokens[role] = (await adminSession(t.app, t.db, login)).token;
    }
    player = await signUp(t.app, { name: 'Ahmet' });
    id = await customerIdOf(t.db, player.username);
    fresh = await customerIdOf(t.db, (await signUp(t.app)).username);
    reference = await seedCase(t.db, id, 'pending');
    const other = await seedCase(t.db, fresh, 'pending');
    const at = (min: number) => new Date(clock.ms() - min * 60_000);
    // The provider put the case on hold; its deliveries, and one for another applicant.
    await t.db
      .insertInto('kyc_transition')
      .values({
        customer_id: id,
        from_status: 'pending',
        to_status: 'manual_review',
        actor_kind: 'provider',
        actor_id: null,
        reason: null,
        at: at(30),
      })
      .execute();
    await t.db
      .updateTable('kyc_case')
      .set({ status: 'manual_review' })
      .where('customer_id', '=', id)
      .execute();
    const delivery = (d: string, ref: string, status: string, min: number, reason: string | null) => ({
      provider: 'simkyc',
      delivery_id: d,
      reference_id: ref,
      status,
      decided_at: at(min),
      reason,
      outcome: 'applied' as const,
      received_at: at(min),
    });
    await t.db
      .insertInto('kyc_event')
      .values([
        delivery('d1', reference, 'pending', 40, null),
        delivery('d2', reference, 'onHold', 30, 'DOCUMENT_BLURRY'),
        delivery('d3', other, 'completed', 20, null),
      ])
      .execute();
    const res = await call(
      t.app,
      `admin/customers/${id}/kyc`,
      { status: 'approved', reason: 'Belge elle doğrulandı' },
      { token: tokens.compliance },
    );
    expect(res.statusCode, res.body).toBe(200);
  }, 120_000);
  afterAll(() => t.close());

  const get = async (url: string, who = 'support') => {
    const res = await call(t.app, url, undefined, { token: tokens[who] });
    expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    return res.json().data;
  };
  const piiReads = () =>
    t.db
      .selectFrom('auth_audit')
      .select(['details'])
      .where('event', '=', 'customer_pii_viewed')
      .execute()
      .then((rows) => rows.map((r) => r.details));

  it('shows the case masked without customers:pii, leaving no trace of the read', async () => {
    const v = await get(`admin/customers/${id}/kyc`);
    expect(v).toMatchObject({
      status: 'approved',
      level: 'basic',
      provider: 'simkyc',
      referenceId: reference,
      heldWithdrawals: 0,
      subject: { birthDate: '****-**-**', country: 'TR', masked: true },
      allowedActions: [],
    });
    expect(v.subject.fullName).toMatch(/^Ah\*\*\*t /);
    expect(v.lastDecisionAt).not.toBeNull();
    expect(await piiReads()).toEqual([]);
  });

  it('shows the identity in clear to customers:pii holders and audits that read', async () => {
    const v = await get(`admin/customers/${id}/kyc`, 'risk');
    expect(v.subject).toEqual({
      fullName: `Ahmet ${player.surname}`,
      birthDate: '1990-04-23',
      country: 'TR',
      masked: false,
    });
    expect(await piiReads()).toEqual([{ via: 'kyc', customerId: String(id) }]);
    expect((await get(`admin/customers/${id}/kyc`, 'compliance')).allowedActions).toEqual(['decide']);
  });

  it('lists decisions newest first with who, when and why', async () => {
    const page = await get(`admin/customers/${id}/kyc/decisions`);
    expect(page.total).toBe(2);
    expect(page.items.map((d: Row) => [d.from, d.to, d.actorKind, d.actor, d.reason])).toEqual([
      ['manual_review', 'approved', 'admin', 'kyc-compliance', 'Belge elle doğrulandı'],
      ['pending', 'manual_review', 'provider', null, null],
    ]);
    const oldest = await get(`admin/customers/${id}/kyc/decisions?sort=oldest&take=1`);
    expect(oldest).toMatchObject({ total: 2, items: [{ to: 'manual_review' }] });
  });

  it("lists the provider's reviews of this applicant only", async () => {
    const page = await get(`admin/customers/${id}/kyc/checks`);
    expect(page.items.map((c: Row) => [c.deliveryId, c.status, c.reason])).toEqual([
      ['d2', 'onHold', 'DOCUMENT_BLURRY'],
      ['d1', 'pending', null],
    ]);
  });

  it('answers a player without a case as none, with nothing to decide', async () => {
    const other = await signUp(t.app);
    const noCase = await customerIdOf(t.db, other.username);
    expect(await get(`admin/customers/${noCase}/kyc`, 'admin')).toMatchObject({
      status: 'none',
      level: 'none',
      referenceId: null,
      allowedActions: [],
    });
    expect(await get(`admin/customers/${noCase}/kyc/checks`)).toEqual({ items: [], total: 0 });
  });

  it('refuses staff without kyc:view and answers 404 for an unknown player', async () => {
    for (const path of ['kyc', 'kyc/decisions', 'kyc/checks']) {
      for (const who of ['payments', 'bonus']) {
        const res = await call(t.app, `admin/customers/${id}/${path}`, undefined, { token: tokens[who] });
        expect(res.statusCode, `${who} ${path}`).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
      const missing = await call(t.app, `admin/customers/987654321/${path}`, undefined, {
        token: tokens.support,
      });
      expect(missing.json().code, path).toBe('CUSTOMER_NOT_FOUND');
    }
  });
});
