import { NotificationKind, TransactionStatus, adminWithdrawalSchema } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSWORD, call, setOption, signUp } from '../../test/accounts.ts';
import { adminToken as loginAdmin } from '../../test/admin.ts';
import { customerIdOf } from '../../test/customers.ts';
import { testDatabases } from '../../test/harness.ts';
import { assertLedgerSound, fund } from '../../test/ledger.ts';
import { IBAN, methodId } from '../../test/payments.ts';
import { paymentsApp } from './test-kit.ts';

describe.each(testDatabases())('back-office withdrawals on %s', (kind) => {
  let t: Awaited<ReturnType<typeof paymentsApp>>;
  let admin: string;
  let havale: number;
  beforeAll(async () => {
    t = await paymentsApp(kind);
    admin = await loginAdmin(t.app, t.db);
    havale = await methodId(t.db, 2, 'havale');
    // Confirming needs a payable withdrawal: the cooling-off wait has its own test.
    await setOption(t.db, 'PayoutDestinationCoolingOffHours', '0');
  });
  afterAll(() => t.close());

  /** A player who asked to withdraw `amount` of a balance of `funds` lira; returns the payment id. */
  async function requested(amount = 250, funds = 1000) {
    const player = await signUp(t.app);
    const id = await customerIdOf(t.db, player.username);
    await fund(t.db, id, BigInt(funds) * 100n);
    const detail = { Amount: amount, Bank: 62, Iban: IBAN, AccountHolder: 'Mehmet Öztürk', BranchCode: 42 };
    const res = await call(
      t.app,
      'payment/withdraw',
      { id: havale, target: 'pay', detail, password: PASSWORD },
      { token: player.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.db
      .selectFrom('payment')
      .select('id')
      .where('customer_id', '=', id)
      .executeTakeFirstOrThrow();
    return { ...player, customer: id, paymentId: Number(row.id) };
  }
  const list = (query = '', token = admin) => call(t.app, `admin/withdrawals${query}`, undefined, { token });
  const confirm = (id: number, token = admin, locale: 'tr' | 'en' = 'en') =>
    call(t.app, 'admin/withdrawals/confirm', { id }, { token, locale });
  const reject = (id: number, reason: string, token = admin, locale: 'tr' | 'en' = 'en') =>
    call(t.app, 'admin/withdrawals/reject', { id, reason }, { token, locale });
  const balance = async (token: string) =>
    (await call(t.app, 'user/balance', undefined, { token })).json().data.balance;
  const audits = (paymentId: number) =>
    t.db
      .selectFrom('auth_audit')
      .select(['event', 'actor_kind', 'actor_id', 'details'])
      .where(({ ref }) => ref('details', '->>').key('paymentId' as never), '=', String(paymentId))
      .execute();

  it('lists Pending withdrawals oldest first with the payout detail', async () => {
    const a = await requested(250);
    const b = await requested(300);
    const res = await list('?status=2');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { items, total } = res.json().data;
    expect(total).toBe(items.length);
    for (const item of items) adminWithdrawalSchema.parse(item);
    const ids = items.map((w: { id: number }) => w.id);
    expect(ids.indexOf(a.paymentId)).toBeLessThan(ids.indexOf(b.paymentId));
    expect(items.find((w: { id: number }) => w.id === a.paymentId)).toMatchObject({
      username: a.username,
      amount: 250,
      method: 'Havale/EFT',
      status: TransactionStatus.Pending,
      detail: { Iban: 'TR** **** **** **** **** **13 26', AccountHolder: 'Mehmet Öztürk', Bank: 62 },
      payableFrom: null,
      heldAt: null,
      allowedActions: ['confirm', 'reject', 'hold', 'reveal'],
    });
    expect((await list()).json().data.items.length).toBe(items.length); // status 2 by default
    expect((await list('?status=9')).statusCode).toBe(400);
  });

  it('confirms: the hold is posted, audited with the operator, and the player is told', async () => {
    const p = await requested(250, 1000);
    const pushed = vi.spyOn(t.app.hub, 'send');
    const staff = vi.spyOn(t.app.hub, 'sendStaff');
    const res = await confirm(p.paymentId, admin, 'tr');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Çekim talebi onaylandı.');
    // The back office's withdrawals queue changed (core/staff-queues.ts).
    await vi.waitFor(() => expect(staff).toHaveBeenCalledWith('QueuesChanged', [{ queue: 'withdrawals' }]));
    staff.mockRestore();
    expect(await balance(p.token)).toBe(750);
    await vi.waitFor(() =>
      expect(pushed).toHaveBeenCalledWith([
        {
          customerId: p.customer,
          message: { command: 'Balance', message: { balance: 750, bonusBalance: 0 } },
        },
      ]),
    );
    pushed.mockRestore();

    const row = await t.db
      .selectFrom('payment')
      .selectAll()
      .where('id', '=', BigInt(p.paymentId))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: TransactionStatus.Confirmed, decided_by: expect.any(BigInt) });
    expect(row.decided_at).toBeInstanceOf(Date);
    const [entry] = await audits(p.paymentId);
    expect(entry).toMatchObject({
      event: 'withdrawal_confirmed',
      actor_kind: 'admin',
      actor_id: row.decided_by,
    });
    const [note] = (
      await call(t.app, 'customer/notification', { skip: 0, take: 10 }, { token: p.token, locale: 'tr' })
    ).json().data;
    expect(note).toMatchObject({ type: NotificationKind.Withdraw, title: 'Para çekme onaylandı' });
    expect(note.note).toContain('₺250,00');
    // Decided once: a second confirm or a reject now is refused.
    expect((await confirm(p.paymentId)).json().code).toBe('WITHDRAWAL_ALREADY_DECIDED');
    const late = await reject(p.paymentId, 'Too late', admin, 'tr');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Bu çekim talebi zaten sonuçlandırılmış.');
    await assertLedgerSound(t.db);
  });

  it('rejects: the money is back, the reason is shown to the player in both languages', async () => {
    const p = await requested(400, 500);
    expect(await balance(p.token)).toBe(100);
    const res = await reject(p.paymentId, 'IBAN hesap sahibiyle eşleşmiyor.');
    expect(res.statusCode, res.body).toBe(200);
    expect(await balance(p.token)).toBe(500);
    const row = await t.db
      .selectFrom('payment')
      .selectAll()
      .where('id', '=', BigInt(p.paymentId))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: TransactionStatus.Rejected,
      reason_code: 'operator_rejected',
      reason_text: 'IBAN hesap sahibiyle eşleşmiyor.',
    });
    const [entry] = await audits(p.paymentId);
    expect(entry).toMatchObject({
      event: 'withdrawal_rejected',
      details: expect.objectContaining({ reason: 'IBAN hesap sahibiyle eşleşmiyor.' }),
    });
    const [tr] = (
      await call(t.app, 'customer/notification', { skip: 0, take: 10 }, { token: p.token, locale: 'tr' })
    ).json().data;
    expect(tr.note).toBe(
      '₺400,00 tutarındaki çekim talebiniz reddedildi: IBAN hesap sahibiyle eşleşmiyor. Tutar bakiyenize iade edildi.',
    );
    const [en] = (
      await call(t.app, 'customer/notification', { skip: 0, take: 10 }, { token: p.token, locale: 'en' })
    ).json().data;
    expect(en.title).toBe('Withdrawal rejected');
    expect((await confirm(p.paymentId)).statusCode).toBe(409);
    await assertLedgerSound(t.db);
  });

  it('answers unknown ids, deposits and bad bodies with localized errors', async () => {
    const missing = await confirm(987_654_321, admin, 'tr');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'WITHDRAWAL_NOT_FOUND',
      message: 'Çekim talebi bulunamadı.',
    });
    const player = await signUp(t.app);
    await call(
      t.app,
      'payment/deposit',
      { id: await methodId(t.db, 1, 'papara'), target: 'pay', detail: { Amount: 100, PaparaNo: 1234567890 } },
      { token: player.token },
    );
    const dep = await t.db
      .selectFrom('payment')
      .select('id')
      .where('customer_id', '=', await customerIdOf(t.db, player.username))
      .executeTakeFirstOrThrow();
    expect((await confirm(Number(dep.id))).json().code).toBe('WITHDRAWAL_NOT_FOUND');
    for (const body of [{}, { id: 'x' }, { id: 1, extra: 1 }, { id: 0 }]) {
      const res = await call(t.app, 'admin/withdrawals/confirm', body, { token: admin });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const p = await requested(100, 100);
    for (const reason of ['', 'ab', 'x'.repeat(501)]) {
      const en = await reject(p.paymentId, reason, admin, 'en');
      const tr = await reject(p.paymentId, reason, admin, 'tr');
      expect([en.statusCode, tr.statusCode]).toEqual([400, 400]);
      expect(en.json().message).not.toBe(tr.json().message);
    }
    expect(await balance(p.token)).toBe(0);
  });

  it('is closed to customers and to callers without a token', async () => {
    const p = await requested(100, 200);
    for (const token of [p.token, '']) {
      expect((await list('', token)).statusCode).toBe(401);
      expect((await confirm(p.paymentId, token)).statusCode).toBe(401);
      expect((await reject(p.paymentId, 'Not allowed here', token)).statusCode).toBe(401);
    }
    expect(await balance(p.token)).toBe(100);
  });

  it('holds and releases: a held withdrawal cannot be confirmed, each step audited', async () => {
    const w = await requested(120);
    const hold = (id: number, reason = 'Kaynak kontrolü') =>
      call(t.app, 'admin/withdrawals/hold', { id, reason }, { token: admin });
    const release = (id: number) => call(t.app, 'admin/withdrawals/release', { id }, { token: admin });
    expect((await hold(w.paymentId)).statusCode).toBe(200);
    expect((await hold(w.paymentId)).json().code).toBe('WITHDRAWAL_ON_HOLD');
    const row = (await list('?held=true'))
      .json()
      .data.items.find((i: { id: number }) => i.id === w.paymentId);
    expect(row).toMatchObject({
      holdReason: 'Kaynak kontrolü',
      allowedActions: ['reject', 'release', 'reveal'],
    });
    expect((await confirm(w.paymentId)).json().code).toBe('WITHDRAWAL_ON_HOLD');
    // The database refuses it too, whatever a service does.
    await expect(
      t.db.updateTable('payment').set({ status: 1 }).where('id', '=', BigInt(w.paymentId)).execute(),
    ).rejects.toThrow(/payment_hold_open/);
    expect((await release(w.paymentId)).statusCode).toBe(200);
    expect((await release(w.paymentId)).json().code).toBe('WITHDRAWAL_NOT_HELD');
    expect((await confirm(w.paymentId)).statusCode).toBe(200);
    expect((await hold(w.paymentId)).json().code).toBe('WITHDRAWAL_ALREADY_DECIDED');
    const events = (await audits(w.paymentId)).map((a) => a.event);
    expect(events).toEqual(
      expect.arrayContaining(['withdrawal_held', 'withdrawal_released', 'withdrawal_confirmed']),
    );

    // A reject ends a hold with the withdrawal.
    const v = await requested(150);
    await hold(v.paymentId);
    expect((await reject(v.paymentId, 'Belge eksik')).statusCode).toBe(200);
    const after = await t.db
      .selectFrom('payment')
      .select(['status', 'held_at'])
      .where('id', '=', BigInt(v.paymentId))
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ status: TransactionStatus.Rejected, held_at: null });
    await assertLedgerSound(t.db);
  });

  it('confirms, holds, releases and rejects only in a stepped-up session', async () => {
    const w = await requested(110);
    const fresh = await loginAdmin(
      t.app,
      t.db,
      { username: 'kasiyer', password: 'Kasiyer-Parola-2026!' },
      { stepUp: false },
    );
    const res = await confirm(w.paymentId, fresh);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('STEP_UP_REQUIRED');
    // Holding, releasing and rejecting decide a payout too (docs/decisions/044-staff-lifecycle.md): step-up.
    for (const action of ['hold', 'release', 'reject'])
      expect(
        (
          await call(
            t.app,
            `admin/withdrawals/${action}`,
            { id: w.paymentId, reason: 'Kontrol' },
            { token: fresh },
          )
        ).json().code,
      ).toBe('STEP_UP_REQUIRED');
  });
});
