import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../lib/secrets.ts';
import { call } from '../../test/accounts.ts';
import { adminToken, stepUpInDb } from '../../test/admin.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { roleToken } from '../../test/staff.ts';
import { approveDefinitionRequest, definitionId } from './test-kit.ts';

const GIFT = {
  code: 'hediye',
  kind: 'freeMoney',
  titleTr: 'Hediye',
  titleEn: 'Gift',
  descriptionTr: 'Hesabınıza 100 ₺ bonus.',
  descriptionEn: 'A 100 TRY bonus on your account.',
  amount: 10_000,
  wageringMultiple: 5,
  maxCashout: 20_000,
  validityDays: 7,
  claimMode: 'auto',
  enabled: true,
};
type Item = { kind: string; id: number; payloadHash: string; liability: object; allowedActions: string[] };

/**
 * Bonus definitions under four-eyes (docs/decisions/042-bonus-definitions-four-eyes.md; the
 * docs/decisions/042-bonus-definitions-four-eyes.md): create, clone and resume need step-up and wait for a second holder of
 * bonuses:manage, bound to the terms' hash; claim confirmation needs step-up.
 */
describe.each(testDatabases())('bonus definitions under four-eyes on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  let bonus: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    owner = await adminToken(t.app, t.db);
    bonus = await roleToken(t.app, t.db, 'bonus');
  }, 180_000);
  afterAll(() => t.close());

  const post = (url: string, body: object, token: string) => call(t.app, url, body, { token });
  const inbox = async (token: string): Promise<Item[]> =>
    (await call(t.app, 'admin/approvals?take=100', undefined, { token })).json().data.items;
  const definitions = async (code: string) =>
    t.db.selectFrom('bonus_definition').selectAll().where('code', '=', code).execute();
  /** The session of `token` without a recent step-up. */
  const stepDown = (token: string) =>
    t.db
      .updateTable('admin_session')
      .set({ step_up_until: null })
      .where('token_hash', '=', hashToken(token))
      .execute();

  it('refuses create, clone, resume and claim confirmation without step-up', async () => {
    const clerk = bonus;
    await stepDown(clerk);
    const src = await definitionId(t.db, 'welcome-100');
    for (const res of [
      await post('admin/bonusdefinitions', GIFT, clerk),
      await post(`admin/bonusdefinitions/${src}/clone`, { code: 'adimsiz' }, clerk),
      await post(`admin/bonusdefinitions/${src}/resume`, {}, clerk),
      await post('admin/bonusclaims/confirm', { id: 1 }, clerk),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe('STEP_UP_REQUIRED');
    }
    expect(await definitions('hediye')).toEqual([]);
    // Pausing tightens a control: no step-up.
    expect((await post(`admin/bonusdefinitions/${src}/pause`, {}, clerk)).statusCode).toBe(200);
    await t.db.updateTable('bonus_definition').set({ enabled: true }).where('id', '=', src).execute();
    await stepUpInDb(t.db, clerk);
  });

  it('marks the routes that grant or put bonus money live as step-up in the route table', () => {
    const stepUp = (method: string, url: string) =>
      t.app.adminRouteTable.find((r) => r.method === method && r.url === `/api${url}`)?.stepUp;
    for (const url of [
      '/admin/bonusdefinitions',
      '/admin/bonusdefinitions/:id/clone',
      '/admin/bonusdefinitions/:id/resume',
      '/admin/bonusdefinitionrequests/:id/approve',
      '/admin/bonusdefinitionrequests/:id/reject',
      '/admin/bonusclaims/confirm',
    ]) {
      expect(stepUp('POST', url), url).toBe(true);
    }
    expect(stepUp('POST', '/admin/bonusdefinitions/:id/pause')).toBe(false);
  });

  it('waits for a second bonus manager: not the requester, only the hash reviewed, with its liability', async () => {
    const asked = await post('admin/bonusdefinitions', GIFT, owner);
    expect(asked.statusCode, asked.body).toBe(200);
    const { requestId, status, liability } = asked.json().data;
    expect(status).toBe('pending');
    expect(await definitions('hediye')).toEqual([]);

    // Not in the requester's inbox, and refused when they approve it anyway.
    expect(
      (await inbox(owner)).find((i) => i.kind === 'bonus_definition' && i.id === requestId),
    ).toBeUndefined();
    const hash = (
      await t.db
        .selectFrom('bonus_definition_request')
        .select('payload_hash')
        .where('id', '=', BigInt(requestId))
        .executeTakeFirstOrThrow()
    ).payload_hash;
    const own = await post(
      `admin/bonusdefinitionrequests/${requestId}/approve`,
      { payloadHash: hash },
      owner,
    );
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('APPROVAL_OWN_REQUEST');

    // The second manager sees the terms and their worst case: cash-out cap × players now.
    const { n } = await t.db
      .selectFrom('customer')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const expected = {
      bonusPerPlayer: '10000',
      cashPerPlayer: '20000',
      playersNow: Number(n),
      totalNow: String(20_000 * Number(n)),
    };
    expect(liability).toEqual(expected);
    const item = (await inbox(bonus)).find((i) => i.kind === 'bonus_definition' && i.id === requestId)!;
    expect(item).toMatchObject({ action: 'create', customerId: null, amount: '20000', liability: expected });
    expect(item.allowedActions).toEqual(['approve', 'reject']);

    const changed = await post(
      `admin/bonusdefinitionrequests/${requestId}/approve`,
      { payloadHash: 'a'.repeat(64) },
      bonus,
    );
    expect(changed.json().code).toBe('APPROVAL_CHANGED');
    expect(await definitions('hediye')).toEqual([]);

    const ok = await post(
      `admin/bonusdefinitionrequests/${requestId}/approve`,
      { payloadHash: item.payloadHash },
      bonus,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const [made] = await definitions('hediye');
    expect(made).toMatchObject({
      id: ok.json().data.definitionId,
      amount: 10_000n,
      max_cashout: 20_000n,
      enabled: true,
    });
    const again = await post(
      `admin/bonusdefinitionrequests/${requestId}/approve`,
      { payloadHash: item.payloadHash },
      bonus,
    );
    expect(again.json().code).toBe('APPROVAL_CLOSED');
    const events = await t.db
      .selectFrom('auth_audit')
      .select('event')
      .where('event', 'in', [
        'bonus_definition_requested',
        'bonus_definition_approved',
        'bonus_definition_created',
      ])
      .execute();
    expect(events.map((e) => e.event).sort()).toEqual([
      'bonus_definition_approved',
      'bonus_definition_created',
      'bonus_definition_requested',
    ]);
  });

  it('refuses zero wagering on free money (400, field error), before any request is stored', async () => {
    const res = await post(
      'admin/bonusdefinitions',
      { ...GIFT, code: 'cevrimsiz', wageringMultiple: 0 },
      owner,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(['body.wageringMultiple']);
    const huge = await post(
      'admin/bonusdefinitions',
      { ...GIFT, code: 'milyon', amount: 100_000_000 },
      owner,
    );
    expect(huge.json().errors.map((e: { path: string }) => e.path)).toContain('body.amount');
    const asked = await t.db.selectFrom('bonus_definition_request').select('terms').execute();
    expect(asked.map((r) => r.terms.code)).not.toContain('cevrimsiz');
  });

  it('rejects with a reason; a clone and a resume wait the same way', async () => {
    const src = await definitionId(t.db, 'casino-reload-50');
    const clone = (await post(`admin/bonusdefinitions/${src}/clone`, { code: 'reload-kopya' }, bonus)).json()
      .data;
    expect(clone.status).toBe('pending');
    const rejected = await post(
      `admin/bonusdefinitionrequests/${clone.requestId}/reject`,
      { reason: 'Gerek yok' },
      owner,
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await definitions('reload-kopya')).toEqual([]);
    expect(
      (await inbox(bonus)).find((i) => i.id === clone.requestId && i.kind === 'bonus_definition'),
    ).toBeUndefined();

    await post(`admin/bonusdefinitions/${src}/pause`, {}, bonus);
    const resume = (await post(`admin/bonusdefinitions/${src}/resume`, {}, bonus)).json().data;
    expect(resume.status).toBe('pending');
    expect((await definitions('casino-reload-50'))[0]!.enabled).toBe(false);
    const hash = (await inbox(owner)).find(
      (i) => i.kind === 'bonus_definition' && i.id === resume.requestId,
    )!;
    const own = await post(
      `admin/bonusdefinitionrequests/${resume.requestId}/approve`,
      { payloadHash: hash.payloadHash },
      bonus,
    );
    expect(own.json().code).toBe('APPROVAL_OWN_REQUEST');
    expect((await approveDefinitionRequest(t.app, owner, resume.requestId)).statusCode).toBe(200);
    expect((await definitions('casino-reload-50'))[0]!.enabled).toBe(true);
  });

  it('executes a request once under 20 concurrent approvals', async () => {
    const asked = (await post('admin/bonusdefinitions', { ...GIFT, code: 'yaris' }, bonus)).json().data;
    const hash = (await inbox(owner)).find(
      (i) => i.kind === 'bonus_definition' && i.id === asked.requestId,
    )!.payloadHash;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(`admin/bonusdefinitionrequests/${asked.requestId}/approve`, { payloadHash: hash }, owner),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(new Set(answers.filter((r) => r.statusCode !== 200).map((r) => r.json().code))).toEqual(
      new Set(['APPROVAL_CLOSED']),
    );
    expect(await definitions('yaris')).toHaveLength(1);
  });
});
