import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../test/admin.ts';
import { call, signUp } from '../../test/accounts.ts';
import { testDatabases } from '../../test/harness.ts';
import { methodId } from '../../test/payments.ts';
import { roleToken } from '../../test/staff.ts';
import { paymentsApp } from './test-kit.ts';

type Method = { id: number; name: string; min: number; max: number };

describe.each(testDatabases())('back-office payment methods on %s', (kind) => {
  let t: Awaited<ReturnType<typeof paymentsApp>>;
  let owner: string;
  let player: string;
  beforeAll(async () => {
    t = await paymentsApp(kind);
    owner = await adminToken(t.app, t.db);
    ({ token: player } = await signUp(t.app));
  }, 180_000);
  afterAll(() => t.close());

  const put = (id: number, body: object, token = owner, locale: 'tr' | 'en' = 'en') =>
    call(t.app, `admin/payment/methods/${id}`, body, { method: 'PUT', token, locale });
  const playerMethods = async (): Promise<Method[]> =>
    (await call(t.app, 'payment/methods?type=1', undefined, { token: player })).json().data;

  it('lists every method of both directions, limits in kuruş, filtered and paged', async () => {
    const res = await call(t.app, 'admin/payment/methods?take=100&order=asc', undefined, { token: owner });
    expect(res.statusCode, res.body).toBe(200);
    const { items, total } = res.json().data;
    expect(items).toHaveLength(total);
    expect(items[0]).toMatchObject({ direction: 1, code: 'havale', minAmount: 10_000, maxAmount: 5_000_000 });
    const deposits = (
      await call(t.app, 'admin/payment/methods?direction=1', undefined, { token: owner })
    ).json().data;
    expect(deposits.items.every((m: { direction: number }) => m.direction === 1)).toBe(true);
    expect(deposits.total).toBe(5);
    expect(
      (await call(t.app, 'admin/payment/methods?direction=3', undefined, { token: owner })).statusCode,
    ).toBe(400);
  });

  it("new limits reach the player's deposit page and form at once, audited", async () => {
    const id = await methodId(t.db, 1, 'papara');
    const seeded = await t.db
      .selectFrom('payment_method')
      .select(['min_amount', 'max_amount'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const res = await put(id, { minAmount: 2_550, maxAmount: 1_000_000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id, minAmount: 2_550, maxAmount: 1_000_000 });
    expect((await playerMethods()).find((m) => m.id === id)).toMatchObject({ min: 25.5, max: 10_000 });
    const form = (await call(t.app, 'payment/detail', { id, type: 1 }, { token: player })).json().data;
    expect(form[0]).toMatchObject({ key: 'Amount', rules: { min: 25.5, max: 10_000 } });

    // One limit alone is checked against the stored other.
    expect((await put(id, { maxAmount: 3_000 })).statusCode).toBe(200);
    const crossed = await put(id, { minAmount: 3_001 }, owner, 'tr');
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().errors).toEqual([
      { path: 'body.minAmount', message: 'En düşük tutar en yüksek tutardan büyük olamaz.' },
    ]);
    const audit = await t.db
      .selectFrom('auth_audit')
      .select('details')
      .where('event', '=', 'payment_method_changed')
      .orderBy('seq')
      .execute();
    expect(audit).toHaveLength(2);
    expect(JSON.parse(audit[0]!.details.changes as string)).toEqual({
      min_amount: [String(seeded.min_amount), '2550'],
      max_amount: [String(seeded.max_amount), '1000000'],
    });
  });

  it('a disabled method leaves the player list, and the order follows sort', async () => {
    const usdt = await methodId(t.db, 1, 'usdt-trc20');
    expect((await put(usdt, { enabled: false })).statusCode).toBe(200);
    expect((await playerMethods()).map((m) => m.id)).not.toContain(usdt);
    const detail = await call(t.app, 'payment/detail', { id: usdt, type: 1 }, { token: player });
    expect(detail.json().code).toBe('PAYMENT_METHOD_NOT_FOUND');
    expect((await put(usdt, { enabled: true, sort: -0 })).statusCode).toBe(200);
    const card = await methodId(t.db, 1, 'credit-card');
    await put(card, { sort: 0 });
    for (const m of await playerMethods()) if (m.id !== card) await put(m.id, { sort: 10 });
    expect((await playerMethods())[0]!.id).toBe(card);
  });

  it('refuses bad limits with 400, unknown ids with 404 and roles without payments:manage with 403', async () => {
    const id = await methodId(t.db, 2, 'havale');
    for (const body of [
      {},
      { minAmount: 0 },
      { minAmount: 10.5 },
      { minAmount: '100' },
      { minAmount: 500, maxAmount: 400 },
      { maxAmount: 2 ** 60 },
      { sort: 1, extra: true },
    ]) {
      const res = await put(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await put(987_654, { enabled: false })).json().code).toBe('PAYMENT_METHOD_NOT_FOUND');
    const support = await roleToken(t.app, t.db, 'support');
    const refused = await put(id, { enabled: false }, support);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect((await call(t.app, 'admin/payment/methods', undefined, { token: support })).statusCode).toBe(403);
    const finance = await roleToken(t.app, t.db, 'finance');
    expect((await put(id, { sort: 1 }, finance)).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('payment_method')
      .select('enabled')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.enabled).toBe(true);
  });
});
