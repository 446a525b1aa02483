import { NotificationKind, TransactionStatus } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, call, signUp } from '../../test/accounts.ts';
import { customerIdOf } from '../../test/customers.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { connectHub, listen } from '../../test/hub.ts';
import { assertLedgerSound, fund } from '../../test/ledger.ts';
import { CARD, methodId } from '../../test/payments.ts';

/**
 * The whole deposit journey with the real simpay adapter and the gateway simulator mounted on
 * the same server (the development setup): open, pay on the hosted page, signed webhook over
 * HTTP, credit, notification and balance pushed through the hub.
 */
describe.each(testDatabases())('deposit through the in-process gateway simulator on %s', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    base = await listen(t.app);
  });
  afterAll(() => t.close());

  async function openDeposit(token: string, amount: number) {
    const card = await methodId(t.db, 1, 'credit-card');
    const res = await call(
      t.app,
      'payment/deposit',
      { id: card, target: 'pay', detail: { Amount: amount } },
      { token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().data);
    expect(`${url.origin}`).toBe(base);
    expect(url.pathname).toMatch(/^\/sim\/gateway\/pay\/pay_/);
    return url;
  }
  const decide = (url: URL, decision: 'approve' | 'decline') =>
    fetch(url, { method: 'POST', body: new URLSearchParams({ decision }), redirect: 'manual' });

  it('credits once after the payer approves, and pushes the notification and balance', async () => {
    const player = await signUp(t.app);
    const hub = await connectHub(base, player.token, { locale: 'tr' });
    try {
      const url = await openDeposit(player.token, 1250.5);
      const page = await fetch(url);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('name="decision" value="approve"');
      expect(html).toContain('Kredi Kartı');
      // Coming back from the page credits nothing.
      expect(
        (await call(t.app, 'user/balance', undefined, { token: player.token })).json().data.balance,
      ).toBe(0);

      expect((await decide(url, 'approve')).status).toBe(303);
      await t.app.gatewaySimulator!.idle();
      expect(
        (await call(t.app, 'user/balance', undefined, { token: player.token })).json().data.balance,
      ).toBe(1250.5);
      const note = await hub.next((m) => m.command === 'Notification');
      expect(note.message).toMatchObject({ type: NotificationKind.Deposit, title: 'Para yatırma onaylandı' });
      const bal = await hub.next((m) => m.command === 'Balance');
      expect(bal.message).toEqual({ balance: 1250.5, bonusBalance: 0 });

      // The gateway delivers the same event again: still one credit.
      t.app.gatewaySimulator!.resend(url.pathname.split('/').at(-1)!);
      await t.app.gatewaySimulator!.idle();
      expect(
        (await call(t.app, 'user/balance', undefined, { token: player.token })).json().data.balance,
      ).toBe(1250.5);
      const list = (await call(t.app, 'transaction/list', {}, { token: player.token })).json().data.items;
      expect(list).toEqual([
        expect.objectContaining({
          kind: 1,
          status: TransactionStatus.Confirmed,
          amount: 1250.5,
          method: 'Kredi Kartı',
        }),
      ]);
      await assertLedgerSound(t.db);
    } finally {
      await hub.connection.stop();
    }
  });

  it('pays out to a card by the token the simulator issued, never storing the number', async () => {
    const player = await signUp(t.app);
    const id = await customerIdOf(t.db, player.username);
    await fund(t.db, id, 50_000n);
    const body = {
      id: await methodId(t.db, 2, 'credit-card'),
      target: 'pay',
      detail: { Amount: 100, CardNo: CARD, CardHolder: 'Ali Veli' },
      password: PASSWORD,
    };
    const res = await call(t.app, 'payment/withdraw', body, { token: player.token });
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.db
      .selectFrom('payment')
      .select('detail')
      .where('customer_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.detail).toEqual({
      Amount: 100,
      CardHolder: 'Ali Veli',
      CardLast4: '1111',
      CardToken: expect.stringMatching(/^tok_[0-9a-f]{24}$/),
    });
  });

  it('marks the deposit Rejected when the payer declines', async () => {
    const player = await signUp(t.app);
    const url = await openDeposit(player.token, 100);
    expect((await decide(url, 'decline')).status).toBe(303);
    await t.app.gatewaySimulator!.idle();
    const [item] = (await call(t.app, 'transaction/list', {}, { token: player.token, locale: 'tr' })).json()
      .data.items;
    expect(item).toMatchObject({
      status: TransactionStatus.Rejected,
      reason: 'Ödeme, ödeme kuruluşu tarafından reddedildi.',
    });
    expect((await call(t.app, 'user/balance', undefined, { token: player.token })).json().data.balance).toBe(
      0,
    );
  });
});

describe('the gateway simulator in production', () => {
  it('is never mounted, whatever the payments settings say', async () => {
    const t = await createTestApp('pglite', { config: { env: 'production' } });
    try {
      expect(t.app.gatewaySimulator).toBeNull();
      const res = await t.app.inject({ method: 'POST', url: '/sim/gateway/api/payments', payload: {} });
      expect(res.statusCode).toBe(404);
      // A GET falls through to the web app's fallback, never to a payment page.
      expect((await t.app.inject({ url: '/sim/gateway/pay/pay_x' })).body).not.toContain('decision');
    } finally {
      await t.close();
    }
  });
});
