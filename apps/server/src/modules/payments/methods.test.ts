import { FieldType, paymentFieldSchema, paymentMethodSchema } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../../test/accounts.ts';
import { testDatabases } from '../../test/harness.ts';
import { methodId } from '../../test/payments.ts';
import { paymentsApp } from './test-kit.ts';

describe.each(testDatabases())('payment methods and forms on %s', (kind) => {
  let t: Awaited<ReturnType<typeof paymentsApp>>;
  let token: string;
  beforeAll(async () => {
    t = await paymentsApp(kind);
    ({ token } = await signUp(t.app));
  });
  afterAll(() => t.close());

  const methods = (type: unknown, locale: 'tr' | 'en' = 'en', auth = token) =>
    call(t.app, `payment/methods?type=${String(type)}`, undefined, { token: auth, locale });
  const detail = (body: object, locale: 'tr' | 'en' = 'en', auth = token) =>
    call(t.app, 'payment/detail', body, { token: auth, locale });

  it('lists the seeded deposit and withdraw methods with lira limits and localized times', async () => {
    const res = await methods(1, 'tr');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = res.json().data;
    for (const m of list) paymentMethodSchema.parse(m);
    expect(list.map((m: { name: string }) => m.name)).toEqual([
      'Havale/EFT',
      'Papara',
      'Kredi Kartı',
      'USDT (TRC-20)',
      'Kripto Para',
    ]);
    expect(list[0]).toMatchObject({
      min: 100,
      max: 50_000,
      processingTime: '5-30 dk',
      logo: '/media/payments/havale.svg',
    });
    expect(list[1].processingTime).toBe('Anında');
    expect((await methods(1, 'en')).json().data[1].processingTime).toBe('Instant');

    const out = (await methods(2)).json().data;
    expect(out.map((m: { name: string }) => m.name)).toEqual([
      'Havale/EFT',
      'Papara',
      'Kredi Kartına',
      'USDT (TRC-20)',
    ]);
    // Logos are real files served from /media.
    const logo = await t.app.inject({ url: list[2].logo });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/svg/);
  });

  it('hides a method the operator disabled', async () => {
    const id = await methodId(t.db, 1, 'usdt-trc20');
    await t.db.updateTable('payment_method').set({ enabled: false }).where('id', '=', id).execute();
    try {
      expect((await methods(1)).json().data.map((m: { id: number }) => m.id)).not.toContain(id);
      const res = await detail({ id, type: 1 }, 'tr');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'PAYMENT_METHOD_NOT_FOUND',
        message: 'Bu ödeme yöntemi kullanılamıyor.',
      });
    } finally {
      await t.db.updateTable('payment_method').set({ enabled: true }).where('id', '=', id).execute();
    }
  });

  it("serves each method's form; the Amount rules are the method's limits", async () => {
    const havale = await detail({ id: await methodId(t.db, 2, 'havale'), type: 2 });
    expect(havale.statusCode, havale.body).toBe(200);
    const fields = havale.json().data;
    for (const f of fields) paymentFieldSchema.parse(f);
    expect(fields.map((f: { key: string }) => f.key)).toEqual([
      'Amount',
      'Bank',
      'Iban',
      'AccountHolder',
      'BranchCode',
    ]);
    expect(fields[0]).toEqual({
      key: 'Amount',
      mask: null,
      objectType: FieldType.Decimal,
      option: null,
      rules: { min: 100, max: 50_000 },
    });
    expect(fields[1].objectType).toBe(FieldType.Dropdown);
    expect(fields[1].option).toContainEqual({ id: 64, name: 'Türkiye İş Bankası' });
    expect(fields[2]).toMatchObject({
      key: 'Iban',
      mask: 'TR00 0000 0000 0000 0000 0000 00',
      rules: { check: 'iban' },
    });
    expect(fields[4]).toMatchObject({
      objectType: FieldType.Int,
      mask: '0000',
      rules: { min: 1, max: 9999 },
    });

    const card = (await detail({ id: await methodId(t.db, 2, 'credit-card'), type: 2 })).json().data;
    expect(card.find((f: { key: string }) => f.key === 'CardNo')).toMatchObject({ rules: { check: 'luhn' } });
    const papara = (await detail({ id: await methodId(t.db, 1, 'papara'), type: 1 })).json().data;
    expect(papara[1]).toMatchObject({ key: 'PaparaNo', objectType: FieldType.Long, mask: '0000000000' });
    // The card deposit asks for the amount only: the card is typed on the gateway's page.
    const cardIn = (await detail({ id: await methodId(t.db, 1, 'credit-card'), type: 1 })).json().data;
    expect(cardIn.map((f: { key: string }) => f.key)).toEqual(['Amount']);
    const usdt = (await detail({ id: await methodId(t.db, 1, 'usdt-trc20'), type: 1 })).json().data;
    expect(usdt[1].option).toEqual([{ id: 'TRC20', name: 'TRON (TRC-20)' }]);
  });

  it('has every field type of docs/product.md among the seeded forms', async () => {
    const types = new Set<number>();
    for (const direction of [1, 2] as const) {
      for (const m of (await methods(direction)).json().data) {
        for (const f of (await detail({ id: m.id, type: direction })).json().data) types.add(f.objectType);
      }
    }
    for (const type of [
      FieldType.String,
      FieldType.Int,
      FieldType.Long,
      FieldType.Decimal,
      FieldType.Dropdown,
    ])
      expect(types).toContain(type);
  });

  it('answers an unknown id or a method of the other direction with a localized 404', async () => {
    const depositId = await methodId(t.db, 1, 'havale');
    for (const body of [
      { id: 999_999, type: 1 },
      { id: depositId, type: 2 },
    ]) {
      const en = await detail(body, 'en');
      const tr = await detail(body, 'tr');
      expect([en.statusCode, tr.statusCode]).toEqual([404, 404]);
      expect(en.json()).toMatchObject({
        success: false,
        code: 'PAYMENT_METHOD_NOT_FOUND',
        message: 'This payment method is not available.',
      });
      expect(tr.json().message).toBe('Bu ödeme yöntemi kullanılamıyor.');
    }
  });

  it('refuses bad input with a localized 400 and callers without a session with 401', async () => {
    for (const type of [0, 3, 'x', '']) {
      const en = await methods(type, 'en');
      const tr = await methods(type, 'tr');
      expect([en.statusCode, tr.statusCode], String(type)).toEqual([400, 400]);
      expect(en.json().code).toBe('VALIDATION_FAILED');
      expect(en.json().message).not.toBe(tr.json().message);
    }
    const bad = [
      { id: 'x', type: 1 },
      { id: 1, type: 3 },
      { id: 1 },
      { id: 1, type: 1, extra: true },
      { id: -1, type: 1 },
      { id: 2 ** 40, type: 1 },
    ];
    for (const body of bad) {
      const en = await detail(body, 'en');
      const tr = await detail(body, 'tr');
      expect([en.statusCode, tr.statusCode], JSON.stringify(body)).toEqual([400, 400]);
      expect(en.json().errors[0].path).toMatch(/^body/);
      expect(en.json().message).not.toBe(tr.json().message);
    }
    expect((await methods(1, 'en', '')).statusCode).toBe(401);
    expect((await detail({ id: 1, type: 1 }, 'en', 'nope')).statusCode).toBe(401);
  });
});
