import {
  ERROR_MESSAGES,
  NotificationKind,
  adminBonusClaimListSchema,
  customerBonusSchema,
} from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, setOption } from '../../test/accounts.ts';
import { adminToken } from '../../test/admin.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { assertLedgerSound } from '../../test/ledger.ts';
import { bonusKurus, verifiedPlayer } from './test-kit.ts';

describe.each(testDatabases())('trial bonus on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    await setOption(t.db, 'trialbonusamount', '50');
  });
  afterAll(() => t.close());

  const grants = async (customerId: bigint) =>
    t.db
      .selectFrom('ledger_transfer as tr')
      .innerJoin('ledger_account as a', 'a.id', 'tr.credit_account_id')
      .select('tr.id')
      .where('a.customer_id', '=', customerId)
      .where('tr.code', '=', 'bonus_grant')
      .execute();

  it('grants the trial amount to the bonus balance, not to cash, with a localized answer and a Bonus notification', async () => {
    const p = await verifiedPlayer(t.app, t.db);
    const res = await p.as('bonus/definetrialbonus', undefined, { locale: 'tr' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Deneme bonusunuz hesabınıza eklendi. İyi eğlenceler!',
      data: null,
    });
    expect(await bonusKurus(t.db, p.id)).toBe(5000n);
    expect((await p.as('user/balance')).json().data).toEqual({ balance: 0, bonusBalance: 50 });
    const mine = (await p.as('bonus/mine')).json().data;
    expect(mine).toHaveLength(1);
    const bonus = customerBonusSchema.parse(mine[0]);
    expect(bonus).toMatchObject({
      kind: 'trial',
      status: 'active',
      amount: 50,
      remaining: 50,
      wageringRequired: 500,
    });
    expect(bonus.terms.length).toBeGreaterThan(2);
    const notes = await t.db
      .selectFrom('notification')
      .select(['type', 'note_en'])
      .where('customer_id', '=', p.id)
      .execute();
    expect(notes).toEqual([{ type: NotificationKind.Bonus, note_en: expect.stringContaining('50.00') }]);
    await assertLedgerSound(t.db);
  });

  it('refuses a customer whose phone is not verified', async () => {
    const p = await verifiedPlayer(t.app, t.db, false);
    const res = await p.as('bonus/definetrialbonus');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'BONUS_PHONE_NOT_VERIFIED',
      message: ERROR_MESSAGES.BONUS_PHONE_NOT_VERIFIED.en,
    });
    expect(await bonusKurus(t.db, p.id)).toBe(0n);
  });

  it('requires a login', async () => {
    expect((await call(t.app, 'bonus/definetrialbonus')).statusCode).toBe(401);
  });

  it('grants once when the same customer claims 20 times at once', async () => {
    const p = await verifiedPlayer(t.app, t.db);
    const answers = await Promise.all(Array.from({ length: 20 }, () => p.as('bonus/definetrialbonus')));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 200)) {
      expect(r.json().code).toBe('BONUS_ALREADY_CLAIMED');
    }
    expect(await grants(p.id)).toHaveLength(1);
    expect(await bonusKurus(t.db, p.id)).toBe(5000n);
    await assertLedgerSound(t.db);
  });

  it('grants once per phone number: a second account that verifies the same number later is refused', async () => {
    const a = await verifiedPlayer(t.app, t.db);
    expect((await a.as('bonus/definetrialbonus')).statusCode).toBe(200);
    // A moves to another number; B then verifies A's old one (the verified-phone index allows it now).
    const b = await verifiedPlayer(t.app, t.db, false);
    await t.db.updateTable('customer').set({ phone: '905000000001' }).where('id', '=', a.id).execute();
    await t.db
      .updateTable('customer')
      .set({ phone: a.phone, phone_verified_at: new Date() })
      .where('id', '=', b.id)
      .execute();
    const res = await b.as('bonus/definetrialbonus');
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('BONUS_ALREADY_CLAIMED');
    expect(await bonusKurus(t.db, b.id)).toBe(0n);
    expect(
      await t.db.selectFrom('customer_bonus').select('id').where('customer_id', '=', b.id).execute(),
    ).toEqual([]);
  });

  it('grants people with different verified phones on one device model, and flags the later claims for the operator', async () => {
    const a = await verifiedPlayer(t.app, t.db);
    const b = await verifiedPlayer(t.app, t.db);
    const shared = a.fingerprint;
    expect((await a.as('bonus/definetrialbonus', undefined, { fingerprint: shared })).statusCode).toBe(200);
    const second = await b.as('bonus/definetrialbonus', undefined, { fingerprint: shared });
    expect(second.statusCode, second.body).toBe(200);
    expect(await bonusKurus(t.db, a.id)).toBe(5000n);
    expect(await bonusKurus(t.db, b.id)).toBe(5000n);

    const flags = await t.db
      .selectFrom('bonus_risk_flag')
      .select(['customer_id', 'other_customer_id', 'kind'])
      .where('customer_id', 'in', [a.id, b.id])
      .execute();
    expect(flags).toEqual([{ customer_id: b.id, other_customer_id: a.id, kind: 'sharedFingerprint' }]);
    const admin = await adminToken(t.app, t.db);
    const list = await call(t.app, 'admin/bonusclaims?status=active&take=500', undefined, { token: admin });
    expect(list.statusCode, list.body).toBe(200);
    const rows = adminBonusClaimListSchema.parse(list.json().data);
    expect(rows.find((r) => r.username === b.username)?.riskFlags).toEqual(['sharedFingerprint']);
    expect(rows.find((r) => r.username === a.username)?.riskFlags).toEqual([]);
    await assertLedgerSound(t.db);
  });

  it('answers BONUS_NOT_FOUND when the operator offers no trial bonus', async () => {
    await setOption(t.db, 'trialbonusamount', '0');
    try {
      const p = await verifiedPlayer(t.app, t.db);
      const res = await p.as('bonus/definetrialbonus');
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('BONUS_NOT_FOUND');
    } finally {
      await setOption(t.db, 'trialbonusamount', '50');
    }
  });
});
