import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, call } from '../../test/accounts.ts';
import { adminToken } from '../../test/admin.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { assertLedgerSound } from '../../test/ledger.ts';
import { bonusKurus, definitionId, deposited, staked, verifiedPlayer } from './test-kit.ts';

const IBAN = 'TR33 0006 1005 1978 6457 8413 26';

/** ADR 016: a deposit match only on an untouched deposit; a withdrawal ends queued claims. */
describe.each(testDatabases())('deposit-match bonus abuse rules on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let welcome: number;
  let reload: number;
  let havaleOut: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    admin = await adminToken(t.app, t.db);
    welcome = await definitionId(t.db, 'welcome-100');
    reload = await definitionId(t.db, 'casino-reload-50');
    const method = await t.db
      .selectFrom('payment_method')
      .select('id')
      .where('direction', '=', 2)
      .where('code', '=', 'havale')
      .executeTakeFirstOrThrow();
    havaleOut = method.id;
  });
  afterAll(() => t.close());

  type Player = Awaited<ReturnType<typeof verifiedPlayer>>;
  const claim = (p: Player, id: number, locale: 'tr' | 'en' = 'en') =>
    p.as('bonus/claim', { definitionId: id }, { locale });
  const withdraw = (p: Player, lira: number) =>
    p.as('payment/withdraw', {
      id: havaleOut,
      target: 'pay',
      detail: { Amount: lira, Bank: 64, Iban: IBAN, AccountHolder: 'Ayşe Yılmaz', BranchCode: 1234 },
      password: PASSWORD,
    });
  const reasonOf = async (p: Player, id: number) => {
    const list = (await p.as('bonus/list')).json().data as { definition: { id: number }; reason: string }[];
    return list.find((o) => o.definition.id === id)?.reason;
  };

  it('grants the welcome bonus on a deposit that was neither played nor withdrawn', async () => {
    const p = await verifiedPlayer(t.app, t.db);
    await deposited(t.db, p.id, 10_000n);
    const res = await claim(p, welcome);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'active', amount: 100 });
    expect(await bonusKurus(t.db, p.id)).toBe(10_000n);
    await assertLedgerSound(t.db);
  });

  it('refuses the welcome bonus after the deposit was bet and lost: BONUS_NOT_CLAIMABLE', async () => {
    const p = await verifiedPlayer(t.app, t.db);
    await deposited(t.db, p.id, 10_000n);
    await staked(t.db, p.id, 10_000n);
    expect(await reasonOf(p, welcome)).toBe('depositTouched');
    const res = await claim(p, welcome, 'tr');
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'BONUS_NOT_CLAIMABLE' });
    expect(res.json().message).toContain('bahis yapmadan');
    expect(await bonusKurus(t.db, p.id)).toBe(0n);
  });

  it('refuses it after any bet since the deposit, even one the balance still covers', async () => {
    const p = await verifiedPlayer(t.app, t.db);
    await deposited(t.db, p.id, 10_000n);
    await staked(t.db, p.id, 100n);
    expect((await claim(p, welcome)).json().code).toBe('BONUS_NOT_CLAIMABLE');
  });

  it('refuses it after a withdrawal request since the deposit', async () => {
    const p = await verifiedPlayer(t.app, t.db);
    await deposited(t.db, p.id, 50_000n);
    const out = await withdraw(p, 100);
    expect(out.statusCode, out.body).toBe(200);
    expect(await reasonOf(p, welcome)).toBe('depositTouched');
    expect((await claim(p, welcome)).json().code).toBe('BONUS_NOT_CLAIMABLE');
    await assertLedgerSound(t.db);
  });

  it('ends a queued reload claim when the player withdraws; the operator can no longer confirm it', async () => {
    const p = await verifiedPlayer(t.app, t.db);
    await deposited(t.db, p.id, 50_000n);
    const queued = await claim(p, reload);
    expect(queued.statusCode, queued.body).toBe(200);
    expect(queued.json().data).toMatchObject({ status: 'pending' });
    const claimId = queued.json().data.id as number;

    const out = await withdraw(p, 500);
    expect(out.statusCode, out.body).toBe(200);
    const row = await t.db
      .selectFrom('customer_bonus')
      .select(['status', 'reason_text'])
      .where('id', '=', BigInt(claimId))
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('rejected');

    const confirm = await call(t.app, 'admin/bonusclaims/confirm', { id: claimId }, { token: admin });
    expect(confirm.statusCode, confirm.body).toBe(409);
    expect(confirm.json().code).toBe('BONUS_CLAIM_ALREADY_DECIDED');
    expect(await bonusKurus(t.db, p.id)).toBe(0n);
    const mine = (await p.as('bonus/mine', undefined, { locale: 'tr' })).json().data;
    expect(mine[0]).toMatchObject({
      status: 'rejected',
      reason: 'Onaydan önce para çekme talebinde bulunduğunuz için talep iptal edildi.',
    });
    await assertLedgerSound(t.db);
  });

  it('does not let the operator confirm a queued deposit match once the deposit was played', async () => {
    const p = await verifiedPlayer(t.app, t.db);
    await deposited(t.db, p.id, 50_000n);
    const queued = await claim(p, reload);
    expect(queued.json().data).toMatchObject({ status: 'pending' });
    await staked(t.db, p.id, 50_000n);
    const confirm = await call(
      t.app,
      'admin/bonusclaims/confirm',
      { id: queued.json().data.id },
      { token: admin },
    );
    expect(confirm.statusCode, confirm.body).toBe(409);
    expect(confirm.json()).toMatchObject({
      code: 'BONUS_NOT_CLAIMABLE',
      message: expect.stringContaining('before you bet'),
    });
    expect(await bonusKurus(t.db, p.id)).toBe(0n);
  });
});
