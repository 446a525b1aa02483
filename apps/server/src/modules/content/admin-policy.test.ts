import { POLICY_OPTIONS, POLICY_OPTION_KEYS, SEEDED_ROLES } from '@lalebet/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycThresholds } from '../../core/kyc/index.ts';
import { hashToken } from '../../lib/secrets.ts';
import * as migration from '../../db/migrations/2026_12_06_130000_policy_settings.ts';
import { call, setOption } from '../../test/accounts.ts';
import { adminToken } from '../../test/admin.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { adminSession } from '../../test/admin.ts';
import { createStaffAccount, roleToken } from '../../test/staff.ts';

type Reply<T = Record<string, unknown>> = { code?: string; message?: string; data: T };
type Pending = { status: 'pending'; request: { id: number; payloadHash: string; allowedActions: string[] } };

/** docs/decisions/043-policy-settings.md. */
describe.each(testDatabases())('policy settings on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  let content: string;
  let compliance: string;
  const put = (token: string, key: string, value: string, status = true) =>
    call(
      t.app,
      `admin/policy/options/${encodeURIComponent(key)}`,
      { value, status },
      { token, method: 'PUT' },
    );
  const stored = (key: string) =>
    t.db.selectFrom('site_option').select(['value', 'status']).where('key', '=', key).executeTakeFirst();

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, config: { chatScriptOrigin: 'https://chat.example.com' } });
    owner = await adminToken(t.app, t.db);
    content = await roleToken(t.app, t.db, 'content');
    compliance = await roleToken(t.app, t.db, 'compliance');
  }, 120_000);
  afterAll(() => t.close());

  it('gives policy:manage to compliance, finance and admin, never to content', () => {
    const holds = (role: keyof typeof SEEDED_ROLES) =>
      (SEEDED_ROLES[role] as readonly string[]).includes('policy:manage');
    expect([holds('compliance'), holds('finance'), holds('admin'), holds('content')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    const row = t.app.adminRouteTable.find(
      (r) => r.method === 'PUT' && r.url === '/api/admin/policy/options/:key',
    );
    expect(row).toEqual({
      method: 'PUT',
      url: '/api/admin/policy/options/:key',
      permission: 'policy:manage',
      stepUp: true,
    });
  });

  // The permission matrix, one row per policy key: the content role sets none of them, by either route.
  it.each(POLICY_OPTION_KEYS.map((k) => [k]))('content role cannot set %s', async (key) => {
    const value = POLICY_OPTIONS[key]!.fallback;
    const viaContent = await call(
      t.app,
      `admin/content/siteoptions/${encodeURIComponent(key)}`,
      { value, status: true },
      { token: content, method: 'PUT' },
    );
    expect([viaContent.statusCode, viaContent.json<Reply>().code]).toEqual([403, 'FORBIDDEN']);
    const viaPolicy = await put(content, key, value);
    expect([viaPolicy.statusCode, viaPolicy.json<Reply>().code]).toEqual([403, 'FORBIDDEN']);
  });

  it('refuses the review’s live values: content sets no KYC threshold, even as the owner on the content route', async () => {
    for (const token of [content, owner]) {
      const res = await call(
        t.app,
        'admin/content/siteoptions/kyc_withdrawal_threshold',
        { value: '1000000000', status: true },
        { token, method: 'PUT' },
      );
      expect(res.statusCode).toBe(403);
    }
    expect(await stored('kyc_withdrawal_threshold')).toBeUndefined();
    const list = (await call(t.app, 'admin/content/siteoptions', undefined, { token: content })).json<
      Reply<{ key: string }[]>
    >().data;
    expect(list.filter((o) => POLICY_OPTION_KEYS.includes(o.key))).toEqual([]);
    expect((await call(t.app, 'admin/policy/options', undefined, { token: content })).statusCode).toBe(403);
  });

  it('needs step-up', async () => {
    const rows = await t.db
      .selectFrom('admin_session as s')
      .innerJoin('admin_user as a', 'a.id', 's.admin_id')
      .select('s.token_hash')
      .where('a.username', '=', 'staff-compliance')
      .execute();
    expect(rows.map((r) => r.token_hash)).toContain(hashToken(compliance));
    await t.db
      .updateTable('admin_session')
      .set({ step_up_until: null })
      .where('token_hash', '=', hashToken(compliance))
      .execute();
    const res = await put(compliance, 'payoutdestinationcoolingoffhours', '48');
    expect([res.statusCode, res.json<Reply>().code]).toEqual([403, 'STEP_UP_REQUIRED']);
    compliance = await roleToken(t.app, t.db, 'compliance'); // stepped up again
  });

  it('refuses values outside the floor or ceiling, naming the bound', async () => {
    for (const [key, value, bound] of [
      ['payoutdestinationcoolingoffhours', '0', '24'],
      ['sessionabsolutehours', '720', '24'],
      ['sessionidleminutes', '1440', '60'],
      ['kyc_withdrawal_threshold', '1000000000', '20000'],
      ['bonusgrantapprovalthreshold', '1000000000000', '10000000'],
      ['sportsbook.maxpayout', '1000000000', '10000000'],
    ] as const) {
      const res = await put(compliance, key, value);
      const body = res.json<Reply>();
      expect([key, res.statusCode, body.code]).toEqual([key, 400, 'SITE_OPTION_INVALID']);
      expect(body.message).toContain(bound);
    }
    expect(await stored('payoutdestinationcoolingoffhours')).toBeUndefined();
  });

  it('applies a tightening change at once, audited', async () => {
    const res = await put(compliance, 'payoutdestinationcoolingoffhours', '48');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Reply>().data).toMatchObject({ status: 'applied' });
    expect(await stored('payoutdestinationcoolingoffhours')).toEqual({ value: '48', status: true });
    const audited = await t.db
      .selectFrom('auth_audit')
      .select('details')
      .where('event', '=', 'site_option_changed')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audited.details).toMatchObject({ key: 'payoutdestinationcoolingoffhours', policy: true });
  });

  it('holds a loosening change until a second policy:manage holder approves it', async () => {
    const res = await put(compliance, 'kyc_withdrawal_threshold', '10000');
    expect(res.statusCode, res.body).toBe(200);
    const { request } = res.json<Reply<Pending>>().data;
    expect(res.json<Reply<Pending>>().data.status).toBe('pending');
    expect(await stored('kyc_withdrawal_threshold')).toBeUndefined();
    expect((await kycThresholds(t.db)).withdrawal).toBe(500_000n);

    const approve = (token: string, payloadHash = request.payloadHash) =>
      call(t.app, `admin/policy/requests/${request.id}/approve`, { payloadHash }, { token });
    const own = await approve(compliance);
    expect([own.statusCode, own.json<Reply>().code]).toEqual([403, 'APPROVAL_OWN_REQUEST']);
    const otherHash = await approve(owner, '0'.repeat(64));
    expect(otherHash.json<Reply>().code).toBe('APPROVAL_CHANGED');

    const inbox = (await call(t.app, 'admin/approvals', undefined, { token: owner })).json<
      Reply<{ items: { kind: string; id: number; allowedActions: string[] }[] }>
    >().data.items;
    expect(inbox).toContainEqual(
      expect.objectContaining({ kind: 'site_option', id: request.id, allowedActions: ['approve', 'reject'] }),
    );
    const listed = (await call(t.app, 'admin/policy/options', undefined, { token: owner })).json<
      Reply<{ key: string; pending: { id: number }[] }[]>
    >().data;
    expect(listed.find((o) => o.key === 'kyc_withdrawal_threshold')?.pending.map((p) => p.id)).toEqual([
      request.id,
    ]);

    const ok = await approve(owner);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await stored('kyc_withdrawal_threshold')).toEqual({ value: '10000', status: true });
    expect((await kycThresholds(t.db)).withdrawal).toBe(1_000_000n);
    expect((await approve(owner)).json<Reply>().code).toBe('APPROVAL_CLOSED');
  });

  // docs/decisions/043-policy-settings.md, update of 2026-12-07: the payout policy is withdrawals:policy's.
  it('lets only withdrawals:policy holders set or decide the payout approval threshold, never who approves payouts', async () => {
    const finance = await roleToken(t.app, t.db, 'finance');
    const login = { username: 'finans-iki', password: 'Finans-İkinci-Parola-2026' };
    await createStaffAccount(t.app, t.db, { ...login, roles: ['finance'] });
    const finance2 = (await adminSession(t.app, t.db, login)).token;
    for (const token of [owner, compliance]) {
      const res = await put(token, 'withdrawalapprovalthreshold', '2000000');
      expect([res.statusCode, res.json<Reply>().code]).toEqual([403, 'FORBIDDEN']);
    }
    expect(await stored('withdrawalapprovalthreshold')).toBeUndefined();
    const low = await put(finance, 'withdrawalapprovalthreshold', '-1');
    expect([low.statusCode, low.json<Reply>().code]).toEqual([400, 'SITE_OPTION_INVALID']);
    const res = await put(finance, 'withdrawalapprovalthreshold', '2000000');
    expect(res.statusCode, res.body).toBe(200);
    const { request } = res.json<Reply<Pending>>().data;
    const decide = (token: string, verb: 'approve' | 'reject') =>
      call(
        t.app,
        `admin/policy/requests/${request.id}/${verb}`,
        verb === 'approve' ? { payloadHash: request.payloadHash } : { reason: 'Ödeme politikası değil' },
        { token },
      );
    for (const verb of ['approve', 'reject'] as const) {
      const refused = await decide(owner, verb);
      expect([refused.statusCode, refused.json<Reply>().code]).toEqual([403, 'FORBIDDEN']);
    }
    const inbox = async (token: string) =>
      (await call(t.app, 'admin/approvals', undefined, { token }))
        .json<Reply<{ items: { kind: string; id: number; allowedActions: string[] }[] }>>()
        .data.items.find((i) => i.kind === 'site_option' && i.id === request.id);
    expect((await inbox(owner))?.allowedActions).toEqual([]);
    expect((await inbox(finance2))?.allowedActions).toEqual(['approve', 'reject']);
    expect(await stored('withdrawalapprovalthreshold')).toBeUndefined();
    const approved = await decide(finance2, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await stored('withdrawalapprovalthreshold')).toEqual({ value: '2000000', status: true });
  });

  it('applies an approved change once when 20 approvals race', async () => {
    const res = await put(compliance, 'sportsbook.maxstake', '60000');
    const { request } = res.json<Reply<Pending>>().data;
    const approvals = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(
          t.app,
          `admin/policy/requests/${request.id}/approve`,
          { payloadHash: request.payloadHash },
          { token: owner },
        ),
      ),
    );
    const codes = approvals.map((r) => r.json<Reply>().code ?? String(r.statusCode));
    expect(codes.filter((c) => c === '200')).toHaveLength(1);
    expect(codes.filter((c) => c !== '200').every((c) => c === 'APPROVAL_CLOSED')).toBe(true);
    expect(await stored('sportsbook.maxstake')).toEqual({ value: '60000', status: true });
    const applied = await t.db
      .selectFrom('auth_audit')
      .select('id')
      .where('event', '=', 'policy_change_approved')
      .where(sql<string>`details->>'requestId'`, '=', String(request.id))
      .execute();
    expect(applied).toHaveLength(1);
  });

  it('judges disabling by the fallback, and a rejected request changes nothing', async () => {
    // Disabling the 48 h cooling-off goes back to 24 h: a loosening.
    const res = await put(compliance, 'payoutdestinationcoolingoffhours', '48', false);
    const { request } = res.json<Reply<Pending>>().data;
    expect(res.json<Reply<Pending>>().data.status).toBe('pending');
    const no = await call(
      t.app,
      `admin/policy/requests/${request.id}/reject`,
      { reason: 'Gerekçe yok' },
      { token: owner },
    );
    expect(no.statusCode, no.body).toBe(200);
    expect(await stored('payoutdestinationcoolingoffhours')).toEqual({ value: '48', status: true });
  });

  it('takes the chat script only from the configured chat origin, and always through four-eyes', async () => {
    const evil = await put(compliance, 'chatscripturl', 'https://evil.example/widget.js');
    expect([evil.statusCode, evil.json<Reply>().code]).toEqual([400, 'SITE_OPTION_INVALID']);
    expect(evil.json<Reply>().message).toContain('https://chat.example.com');
    const good = await put(compliance, 'chatscripturl', 'https://chat.example.com/widget.js');
    expect(good.json<Reply<Pending>>().data.status).toBe('pending');
    const off = await put(compliance, 'chatscripturl', '');
    expect(off.json<Reply>().data).toMatchObject({ status: 'applied' });
  });

  // Last: down() drops the request table (and the requests above with it).
  it('brings the values stored before the bounds into range (the review’s live values)', async () => {
    const live = {
      kyc_withdrawal_threshold: ['1000000000', '20000'],
      payoutdestinationcoolingoffhours: ['0', '24'],
      bonusgrantapprovalthreshold: ['1000000000000', '10000000'],
      sessionabsolutehours: ['720', '24'],
      'sportsbook.maxpayout': ['1000000000', '10000000'],
      'sportsbook.maxstake': ['50000', '50000'],
    };
    for (const [key, [value]] of Object.entries(live)) await setOption(t.db, key, value!);
    await migration.down(t.db);
    await migration.up(t.db);
    for (const [key, [, now]] of Object.entries(live))
      expect([key, (await stored(key))?.value]).toEqual([key, now]);
  });
});
