import { TransactionStatus } from '@lalebet/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, call, setOption, signUp } from '../../test/accounts.ts';
import { adminToken } from '../../test/admin.ts';
import { customerIdOf } from '../../test/customers.ts';
import { testDatabases } from '../../test/harness.ts';
import { fund } from '../../test/ledger.ts';
import { CARD, IBAN, TRON, methodId } from '../../test/payments.ts';
import { sealLegacyPayoutDetails } from './legacy-payout-details.ts';
import { paymentsApp, submitPayment } from './test-kit.ts';

/** Card numbers tokenized, IBANs and addresses sealed and masked, reveals audited, new ones cooled off. */
describe.each(testDatabases())('payout details on %s', (kind) => {
  let t: Awaited<ReturnType<typeof paymentsApp>>;
  let admin: string;
  let havale: number;
  let card: number;
  let usdt: number;
  let papara: number;
  beforeAll(async () => {
    t = await paymentsApp(kind);
    admin = await adminToken(t.app, t.db);
    havale = await methodId(t.db, 2, 'havale');
    card = await methodId(t.db, 2, 'credit-card');
    usdt = await methodId(t.db, 2, 'usdt-trc20');
    papara = await methodId(t.db, 2, 'papara');
  });
  afterAll(() => t.close());

  const iban = (iban = IBAN, Amount = 100) => ({
    id: havale,
    target: 'pay',
    detail: { Amount, Bank: 62, Iban: iban, AccountHolder: 'Mehmet Öztürk', BranchCode: 42 },
    password: PASSWORD,
  });
  const paparaBody = (PaparaNo = 9_876_543_210) => ({
    id: papara,
    target: 'pay',
    detail: { Amount: 100, PaparaNo },
    password: PASSWORD,
  });
  const withdraw = (token: string, body: object, locale: 'tr' | 'en' = 'en') =>
    submitPayment(t.app, 'payment/withdraw', token, body, { locale });
  const payments = (id: bigint) =>
    t.db.selectFrom('payment').selectAll().where('customer_id', '=', id).orderBy('id').execute();
  const list = async () =>
    (await call(t.app, 'admin/withdrawals?take=100', undefined, { token: admin })).json().data.items;

  it('stores neither the card number nor the IBAN nor the address nor the Papara number in clear anywhere', async () => {
    await setOption(t.db, 'PayoutDestinationCoolingOffHours', '0');
    const who = await signUp(t.app);
    const p = { ...who, id: await customerIdOf(t.db, who.username) };
    await fund(t.db, p.id, 500_000n);
    const cardBody = {
      id: card,
      target: 'pay',
      detail: { Amount: 100, CardNo: CARD, CardHolder: 'Ali Veli' },
    };
    expect((await withdraw(p.token, { ...cardBody, password: PASSWORD })).statusCode).toBe(200);
    expect((await withdraw(p.token, iban())).statusCode).toBe(200);
    const tron = { id: usdt, target: 'pay', detail: { Amount: 300, Network: 'TRC20', WalletAddress: TRON } };
    expect((await withdraw(p.token, { ...tron, password: PASSWORD })).statusCode).toBe(200);
    // A number field, yet a payout destination (docs/decisions/047-money-details.md).
    expect((await withdraw(p.token, paparaBody())).statusCode).toBe(200);

    const dump = async (query: ReturnType<typeof sql<{ t: string }>>) =>
      (await query.execute(t.db)).rows.map((r) => r.t).join('\n');
    for (const text of [
      await dump(sql<{ t: string }>`select detail::text as t from payment`),
      await dump(sql<{ t: string }>`select row_to_json(d)::text as t from payout_destination d`),
      await dump(sql<{ t: string }>`select body as t from message_outbox`),
      await dump(sql<{ t: string }>`select details::text as t from auth_audit`),
    ]) {
      expect(text).not.toContain('4111111111111111');
      expect(text).not.toContain('TR330006100519786457841326');
      expect(text).not.toContain(TRON);
      expect(text).not.toContain('9876543210');
    }
    const [c, h, w, pp] = await payments(p.id);
    expect(c!.detail).toEqual({
      Amount: 100,
      CardHolder: 'Ali Veli',
      CardLast4: '1111',
      CardToken: expect.stringMatching(/^tok_/),
    });
    expect(h!.detail.Iban).toBe('TR** **** **** **** **** **13 26');
    expect(w!.detail.WalletAddress).toBe('TLa2…YjU7');
    expect(pp!.detail).toEqual({ Amount: 100, PaparaNo: '******3210' });
    expect(pp!.payout_destination_id).not.toBeNull();

    // The operator's list shows masks only; a reveal shows the clear value and is audited.
    const items = await list();
    expect(items.find((i: { id: number }) => i.id === Number(c!.id)).detail.CardNo).toBe(
      '**** **** **** 1111',
    );
    expect(items.find((i: { id: number }) => i.id === Number(h!.id)).detail.Iban).toBe(
      'TR** **** **** **** **** **13 26',
    );
    const reveal = (id: bigint, token = admin) =>
      call(t.app, 'admin/withdrawals/reveal', { id: Number(id) }, { token });
    const revealed = await reveal(h!.id);
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(revealed.json().data.detail).toMatchObject({ Iban: 'TR330006100519786457841326', Amount: 100 });
    expect((await reveal(w!.id)).json().data.detail.WalletAddress).toBe(TRON);
    expect(items.find((i: { id: number }) => i.id === Number(pp!.id)).detail.PaparaNo).toBe('******3210');
    expect((await reveal(pp!.id)).json().data.detail.PaparaNo).toBe('9876543210');
    const audits = await t.db
      .selectFrom('auth_audit')
      .select(['actor_kind', 'details'])
      .where('event', '=', 'payout_detail_revealed')
      .execute();
    expect(audits.map((a) => a.details)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ paymentId: String(h!.id) }),
        expect.objectContaining({ paymentId: String(w!.id) }),
      ]),
    );
    expect((await reveal(h!.id, p.token)).statusCode).toBe(401);
    expect((await reveal(987_654_321n)).json().code).toBe('WITHDRAWAL_NOT_FOUND');
  });

  it('holds nothing when the gateway cannot tokenize the card', async () => {
    const who = await signUp(t.app);
    const p = { ...who, id: await customerIdOf(t.db, who.username) };
    await fund(t.db, p.id, 100_000n);
    const cardBody = {
      id: card,
      target: 'pay',
      detail: { Amount: 100, CardNo: CARD, CardHolder: 'Ali Veli' },
    };
    t.fake.fail(true);
    try {
      const res = await withdraw(p.token, { ...cardBody, password: PASSWORD });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('PAYMENT_GATEWAY_UNAVAILABLE');
    } finally {
      t.fake.fail(false);
    }
    expect(await payments(p.id)).toEqual([]);
  });

  it('holds a first withdrawal to a new destination until the cooling-off period ends', async () => {
    await setOption(t.db, 'PayoutDestinationCoolingOffHours', '24');
    const who = await signUp(t.app);
    const p = { ...who, id: await customerIdOf(t.db, who.username) };
    await fund(t.db, p.id, 500_000n);
    const res = await withdraw(p.token, iban(), 'tr');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(/^Çekim talebiniz alındı\. Bu hesaba ilk kez .* tarihinden itibaren/);
    // The same IBAN typed differently is the same destination: one row, same wait.
    const again = await withdraw(p.token, iban('tr33 0006 1005 1978 6457 8413 26'));
    expect(again.json().message).toContain('can be processed from');
    const [first, second] = await payments(p.id);
    expect(first!.payable_from).toBeInstanceOf(Date);
    expect(second!.payable_from).toEqual(first!.payable_from);
    expect(second!.payout_destination_id).toBe(first!.payout_destination_id);
    const hours = (first!.payable_from!.getTime() - first!.created_at.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 3);
    const item = (await list()).find((i: { id: number }) => i.id === Number(first!.id));
    expect(item.payableFrom).toBe(first!.payable_from!.toISOString());

    const confirm = () =>
      call(t.app, 'admin/withdrawals/confirm', { id: Number(first!.id) }, { token: admin });
    const early = await confirm();
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'WITHDRAWAL_COOLING_OFF' });
    expect(early.json().message).toContain('cannot be confirmed before');
    // Another customer's same IBAN is a new destination for them (destinations are per customer).
    const qWho = await signUp(t.app);
    const q = { ...qWho, id: await customerIdOf(t.db, qWho.username) };
    await fund(t.db, q.id, 500_000n);
    await withdraw(q.token, iban());
    expect((await payments(q.id))[0]!.payout_destination_id).not.toBe(first!.payout_destination_id);
    // After the period (moved into the past here, rather than moving every session's clock too)
    // the operator may pay it, and the destination is no longer new.
    const past = new Date(Date.now() - 1000);
    await t.db
      .updateTable('payout_destination')
      .set({ usable_from: past })
      .where('customer_id', '=', p.id)
      .execute();
    await t.db.updateTable('payment').set({ payable_from: past }).where('customer_id', '=', p.id).execute();
    expect((await confirm()).statusCode).toBe(200);
    const later = await withdraw(p.token, iban());
    expect(later.json().message).toBe('Your withdrawal request has been received and is awaiting approval.');
    expect((await payments(p.id))[2]!.payable_from).toBeNull();
    expect((await payments(p.id))[0]!.status).toBe(TransactionStatus.Confirmed);
  });

  it('holds a first withdrawal to a new Papara number until the cooling-off period ends', async () => {
    await setOption(t.db, 'PayoutDestinationCoolingOffHours', '24');
    const who = await signUp(t.app);
    const p = { ...who, id: await customerIdOf(t.db, who.username) };
    await fund(t.db, p.id, 500_000n);
    const res = await withdraw(p.token, paparaBody(5_551_234_567));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toContain('can be processed from');
    const [first] = await payments(p.id);
    expect(first!.payable_from).toBeInstanceOf(Date);
    const hours = (first!.payable_from!.getTime() - first!.created_at.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 3);
    const destination = await t.db
      .selectFrom('payout_destination')
      .select(['kind', 'masked'])
      .where('id', '=', first!.payout_destination_id!)
      .executeTakeFirstOrThrow();
    expect(destination).toEqual({ kind: 'ewallet', masked: '******4567' });
    const early = await call(t.app, 'admin/withdrawals/confirm', { id: Number(first!.id) }, { token: admin });
    expect(early.json()).toMatchObject({ code: 'WITHDRAWAL_COOLING_OFF' });
    // The same number again is the same destination: same wait, no new row.
    await withdraw(p.token, paparaBody(5_551_234_567));
    const [, second] = await payments(p.id);
    expect(second!.payout_destination_id).toBe(first!.payout_destination_id);
    expect(second!.payable_from).toEqual(first!.payable_from);
  });

  it('seals IBANs stored in clear before this change, once, without a cooling-off', async () => {
    await setOption(t.db, 'PayoutDestinationCoolingOffHours', '24');
    const who = await signUp(t.app);
    const p = { ...who, id: await customerIdOf(t.db, who.username) };
    await fund(t.db, p.id, 500_000n);
    await withdraw(p.token, iban());
    const [row] = await payments(p.id);
    // As such a row looked before: the compacted IBAN in the detail, no destination.
    const clear = { ...row!.detail, Iban: 'TR330006100519786457841326' };
    await t.db
      .updateTable('payment')
      .set({ detail: JSON.stringify(clear), payout_destination_id: null, payable_from: null })
      .where('id', '=', row!.id)
      .execute();
    await t.db.deleteFrom('payout_destination').where('customer_id', '=', p.id).execute();

    expect(await sealLegacyPayoutDetails(t.db, t.app.payments.payoutKeys)).toBe(1);
    expect(await sealLegacyPayoutDetails(t.db, t.app.payments.payoutKeys)).toBe(0);
    const [after] = await payments(p.id);
    expect(after!.detail.Iban).toBe('TR** **** **** **** **** **13 26');
    const destination = await t.db
      .selectFrom('payout_destination')
      .selectAll()
      .where('id', '=', after!.payout_destination_id!)
      .executeTakeFirstOrThrow();
    expect(destination.usable_from).toEqual(row!.created_at);
    const revealed = await call(t.app, 'admin/withdrawals/reveal', { id: Number(row!.id) }, { token: admin });
    expect(revealed.json().data.detail.Iban).toBe('TR330006100519786457841326');
  });

  it('pays a new destination at once when the site option is 0', async () => {
    await setOption(t.db, 'PayoutDestinationCoolingOffHours', '0');
    const who = await signUp(t.app);
    const p = { ...who, id: await customerIdOf(t.db, who.username) };
    await fund(t.db, p.id, 500_000n);
    const res = await withdraw(p.token, iban());
    expect(res.json().message).toBe('Your withdrawal request has been received and is awaiting approval.');
    expect((await payments(p.id))[0]!.payable_from).toBeNull();
  });
});
