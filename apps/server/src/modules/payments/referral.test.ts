import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusBalance } from '../../core/ledger/index.ts';
import { call, signUp } from '../../test/accounts.ts';
import { customerIdOf } from '../../test/customers.ts';
import { testDatabases } from '../../test/harness.ts';
import { assertLedgerSound } from '../../test/ledger.ts';
import { methodId } from '../../test/payments.ts';
import { exclude } from '../../test/protection.ts';
import { REFERRAL_WITHHELD_REASON } from '../../core/bonus/index.ts';
import { deliver, eventBody, paymentsApp } from './test-kit.ts';

/** ADR 016: the referral number from sign-up, and the referrer's bonus on the first deposit. */
describe.each(testDatabases())('referral bonus on the first confirmed deposit on %s', (kind) => {
  let t: Awaited<ReturnType<typeof paymentsApp>>;
  let havale: number;
  let referral: number;
  beforeAll(async () => {
    t = await paymentsApp(kind);
    havale = await methodId(t.db, 1, 'havale');
    const def = await t.db
      .selectFrom('bonus_definition')
      .select('id')
      .where('code', '=', 'refer-a-friend')
      .executeTakeFirstOrThrow();
    referral = def.id;
  });
  afterAll(() => t.close());

  async function player(refId?: number) {
    const p = await signUp(t.app, refId === undefined ? {} : { refId });
    const id = await customerIdOf(t.db, p.username);
    return { ...p, id, code: Number(p.session.usercode) };
  }
  const referredBy = async (id: bigint) =>
    (await t.db.selectFrom('customer').select('referred_by').where('id', '=', id).executeTakeFirstOrThrow())
      .referred_by;

  /** Opens a deposit of `amount` lira and returns a function delivering its success event. */
  async function deposit(p: { token: string; id: bigint }, amount = 500) {
    const res = await call(
      t.app,
      'payment/deposit',
      { id: havale, target: 'pay', detail: { Amount: amount, Bank: 10, SenderName: 'Ali Veli' } },
      { token: p.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.db
      .selectFrom('payment')
      .selectAll()
      .where('customer_id', '=', p.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return (eventId: string) =>
      deliver(
        t.app,
        eventBody({
          id: eventId,
          reference: String(row.id),
          amount: Number(row.amount),
          gatewayPaymentId: row.gateway_payment_id!,
        }),
      );
  }
  const referralBonuses = (referrer: bigint) =>
    t.db
      .selectFrom('customer_bonus')
      .select(['status', 'amount', 'period'])
      .where('customer_id', '=', referrer)
      .where('definition_id', '=', referral)
      .orderBy('id')
      .execute();

  it('records the referrer from the sign-up number, and ignores unknown numbers without saying so', async () => {
    const referrer = await player();
    const friend = await player(referrer.code);
    expect(await referredBy(friend.id)).toBe(referrer.id);

    const taken = new Set(
      (await t.db.selectFrom('customer').select('user_code').execute()).map((r) => Number(r.user_code)),
    );
    let unknown = 10_000_001;
    while (taken.has(unknown)) unknown++;
    const stranger = await player(unknown);
    expect(await referredBy(stranger.id)).toBeNull();
    expect(await referredBy(referrer.id)).toBeNull();
  });

  it("grants the referrer's bonus once when the friend's first deposit is confirmed, whatever the webhook retries", async () => {
    const referrer = await player();
    const friend = await player(referrer.code);
    const succeed = await deposit(friend);
    expect((await succeed('evt_ref_1')).statusCode).toBe(200);
    expect(await referralBonuses(referrer.id)).toEqual([
      { status: 'active', amount: 25_000n, period: `ref:${friend.id}` },
    ]);
    expect(await bonusBalance(t.db, referrer.id)).toBe(25_000n);
    const notes = await t.db
      .selectFrom('notification')
      .select('title_en')
      .where('customer_id', '=', referrer.id)
      .execute();
    expect(notes).toEqual([{ title_en: 'Referral bonus added' }]);

    // The same event, another event for the same payment, and the friend's second deposit.
    expect((await succeed('evt_ref_1')).statusCode).toBe(200);
    expect((await succeed('evt_ref_2')).statusCode).toBe(200);
    expect((await (await deposit(friend, 300))('evt_ref_3')).statusCode).toBe(200);
    expect(await referralBonuses(referrer.id)).toHaveLength(1);
    expect(await bonusBalance(t.db, referrer.id)).toBe(25_000n);
    // The friend gets nothing from being referred.
    expect(await bonusBalance(t.db, friend.id)).toBe(0n);
    await assertLedgerSound(t.db);
  });

  it('keeps a reward earned while another bonus was open claimable from the bonus list', async () => {
    const referrer = await player();
    const first = await player(referrer.code);
    const second = await player(referrer.code);
    await (
      await deposit(first)
    )('evt_busy_1');
    // The referrer's first reward is still active: the second friend's deposit grants nothing now.
    await (
      await deposit(second)
    )('evt_busy_2');
    expect(await referralBonuses(referrer.id)).toHaveLength(1);

    await t.db
      .updateTable('customer')
      .set({ phone_verified_at: new Date() })
      .where('id', '=', referrer.id)
      .execute();
    const listed = async () =>
      (
        (await call(t.app, 'bonus/list', undefined, { token: referrer.token })).json().data as {
          definition: { id: number };
          reason: string | null;
          claimable: boolean;
        }[]
      ).find((o) => o.definition.id === referral)!;
    expect(await listed()).toMatchObject({ claimable: false, reason: 'activeBonus' });
    await t.db
      .updateTable('customer_bonus')
      .set({ status: 'expired', closed_at: new Date() })
      .where('customer_id', '=', referrer.id)
      .execute();
    expect(await listed()).toMatchObject({ claimable: true });
    const claim = await call(t.app, 'bonus/claim', { definitionId: referral }, { token: referrer.token });
    expect(claim.statusCode, claim.body).toBe(200);
    expect((await referralBonuses(referrer.id)).map((b) => b.period)).toEqual([
      `ref:${first.id}`,
      `ref:${second.id}`,
    ]);
    await t.db
      .updateTable('customer_bonus')
      .set({ status: 'expired', closed_at: new Date() })
      .where('customer_id', '=', referrer.id)
      .execute();
    expect(await listed()).toMatchObject({ claimable: false, reason: 'noReferral' });
  });

  it('gives a self-excluded or timed-out referrer nothing: the reward is recorded as withheld, for good', async () => {
    for (const state of ['self_exclusion', 'timeout'] as const) {
      const referrer = await player();
      const friend = await player(referrer.code);
      await exclude(t.db, referrer.id, state);
      const succeed = await deposit(friend);
      expect((await succeed(`evt_withheld_${state}`)).statusCode).toBe(200);
      // the webhook again: still one withheld row
      expect((await succeed(`evt_withheld_${state}_2`)).statusCode).toBe(200);
      const rows = await t.db
        .selectFrom('customer_bonus')
        .select(['status', 'reason_text', 'grant_transfer_id'])
        .where('customer_id', '=', referrer.id)
        .execute();
      expect(rows, state).toEqual([
        { status: 'rejected', reason_text: REFERRAL_WITHHELD_REASON, grant_transfer_id: null },
      ]);
      expect(await bonusBalance(t.db, referrer.id)).toBe(0n);
      const notes = await t.db
        .selectFrom('notification')
        .select('id')
        .where('customer_id', '=', referrer.id)
        .execute();
      expect(notes).toEqual([]);
    }
    await assertLedgerSound(t.db);
  });
});
