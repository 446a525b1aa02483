import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, call, signUp, uniquePhone } from '../../test/accounts.ts';
import { customerIdOf } from '../../test/customers.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { fund } from '../../test/ledger.ts';
import { CARD, IBAN, methodId } from '../../test/payments.ts';
import { fakeGateway } from './test-kit.ts';

/** Security checklist B5 for withdrawals: every log line at trace level, no secret or payout detail. */
describe.each(testDatabases())('withdrawal logs on %s', (kind) => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({ write: (chunk, _enc, cb) => (lines.push(String(chunk)), cb()) });
    t = await createTestApp(kind, { seed: true, logStream: stream, paymentGateway: fakeGateway().gateway });
  });
  afterAll(() => t.close());

  it('never contain the password, the SMS code, the card number or the IBAN', async () => {
    const player = await signUp(t.app);
    const id = await customerIdOf(t.db, player.username);
    await fund(t.db, id, 100_000n);
    const phone = uniquePhone();
    await t.db
      .updateTable('customer')
      .set({ phone, phone_verified_at: new Date() })
      .where('id', '=', id)
      .execute();
    const havale = await methodId(t.db, 2, 'havale');
    const card = await methodId(t.db, 2, 'credit-card');
    const detail = { Amount: 100, Bank: 62, Iban: IBAN, AccountHolder: 'Ali Veli', BranchCode: 42 };
    const send = (body: object) => call(t.app, 'payment/withdraw', body, { token: player.token });
    await send({ id: havale, target: 'pay', detail, password: 'Yanlış-Parola-99' });
    expect((await send({ id: havale, target: 'pay', detail, password: PASSWORD })).statusCode).toBe(200);
    const cardDetail = { Amount: 100, CardNo: CARD, CardHolder: 'Ali Veli' };
    expect((await send({ id: card, target: 'pay', detail: cardDetail, password: PASSWORD })).statusCode).toBe(
      200,
    );
    await call(t.app, 'payment/withdrawcode', {}, { token: player.token });
    await t.app.messenger.flush();
    const sms = await t.db
      .selectFrom('message_outbox')
      .select('body')
      .where('recipient', '=', phone)
      .executeTakeFirstOrThrow();
    const code = /\b(\d{6})\b/.exec(sms.body)![1]!;
    await send({ id: havale, target: 'pay', detail: { ...detail, Amount: 'x' }, smsCode: code });
    expect((await send({ id: havale, target: 'pay', detail, smsCode: code })).statusCode).toBe(200);

    const text = lines.join('');
    expect(text).toContain('payments: withdrawal held');
    for (const secret of [
      PASSWORD,
      'Yanlış-Parola-99',
      code,
      '4111111111111111',
      '4111 1111',
      '6457 8413',
      '19786457841326',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
  });
});
