import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock, controlClock } from '../../lib/clock.ts';
import {
  ensurePlayerAccount,
  ensureSystemAccount,
  postTransfers,
  transferId,
} from '../../core/ledger/index.ts';
import { call, logIn } from '../../test/accounts.ts';
import { adminToken } from '../../test/admin.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { assertLedgerSound } from '../../test/ledger.ts';
import { cashbackWeek } from './eligibility.ts';
import { definitionId, deposited, verifiedPlayer } from './test-kit.ts';

const DAY = 86_400_000;

/** Who may claim what, and how often: deposits, audiences and the weekly cashback (ADR 012). */
describe.each(testDatabases())('bonus eligibility on %s', (kind) => {
  let t: TestApp;
  let free: number;
  let welcome: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    free = await definitionId(t.db, 'free-spins-cash-25');
    welcome = await definitionId(t.db, 'welcome-100');
  });
  afterAll(() => t.close());

  const claim = (p: Awaited<ReturnType<typeof verifiedPlayer>>, id: number) =>
    p.as('bonus/claim', { definitionId: id });

  const reasonFor = async (p: Awaited<ReturnType<typeof verifiedPlayer>>, id: number) => {
    const list = (await p.as('bonus/list')).json().data as { definition: { id: number }; reason: string }[];
    return list.find((o) => o.definition.id === id)?.reason;
  };
  /** Ends the customer's open bonus as if its wagering were met. */
  const finish = (customerId: bigint) =>
    t.db
      .updateTable('customer_bonus')
      .set({ status: 'completed', closed_at: new Date() })
      .where('customer_id', '=', customerId)
      .where('status', '=', 'active')
      .execute();

  it('backs one bonus with one deposit: a second offer needs a new deposit', async () => {
    const p = await verifiedPlayer(t.app, t.db);
    const reload = await definitionId(t.db, 'casino-reload-50');
    await deposited(t.db, p.id, 100_000n);
    expect((await claim(p, welcome)).statusCode).toBe(200);
    await finish(p.id);
    expect(await reasonFor(p, reload)).toBe('depositUsed');
    const res = await p.as('bonus/claim', { definitionId: reload }, { locale: 'en' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'BONUS_NOT_CLAIMABLE',
      message: 'Your latest deposit already backs another bonus; make a new deposit for this one.',
    });
    // The index holds even where the check is skipped (two claims racing past it).
    const used = await t.db
      .selectFrom('customer_bonus')
      .select('source_payment_id')
      .where('customer_id', '=', p.id)
      .executeTakeFirstOrThrow();
    const now = new Date();
    await expect(
      t.db
        .insertInto('customer_bonus')
        .values({
          customer_id: p.id,
          definition_id: reload,
          status: 'pending',
          amount: 100n,
          source_payment_id: used.source_payment_id,
          grant_transfer_id: null,
          close_transfer_id: null,
          granted_at: null,
          expires_at: null,
          closed_at: null,
          decided_by: null,
          reason_text: null,
          created_at: now,
          updated_at: now,
        })
        .execute(),
    ).rejects.toThrow(/customer_bonus_one_per_deposit/);
    await deposited(t.db, p.id, 100_000n);
    expect(await reasonFor(p, reload)).toBeNull();
  });

  it('gives a first-deposit offer only on the first deposit', async () => {
    const p = await verifiedPlayer(t.app, t.db);
    await deposited(t.db, p.id, 50_000n);
    await deposited(t.db, p.id, 60_000n);
    expect(await reasonFor(p, welcome)).toBe('firstDepositOnly');
    const res = await p.as('bonus/claim', { definitionId: welcome }, { locale: 'tr' });
    expect(res.json()).toMatchObject({
      code: 'BONUS_NOT_CLAIMABLE',
      message: 'Bu bonus yalnızca ilk yatırımda geçerlidir.',
    });
  });

  it('keeps a new-members offer to accounts younger than its limit', async () => {
    const p = await verifiedPlayer(t.app, t.db);
    expect(await reasonFor(p, free)).toBeNull();
    await t.db
      .updateTable('customer')
      .set({ created_at: new Date(Date.now() - 31 * DAY) })
      .where('id', '=', p.id)
      .execute();
    expect(await reasonFor(p, free)).toBe('newCustomersOnly');
  });

  it("pays back last week's net casino loss once per week, queued for the operator", async () => {
    // Turkish weeks start Monday 00:00 (UTC+3). Time is set a week ahead so the losses posted
    // now (the ledger stamps real time) fall in "last week".
    const time = controlClock(Date.now() + 7 * DAY);
    try {
      const p = await verifiedPlayer(t.app, t.db);
      const cashback = await definitionId(t.db, 'weekly-cashback-10');
      await t.db.transaction().execute(async (trx) => {
        const cash = await ensurePlayerAccount(trx, p.id);
        const gateway = await ensureSystemAccount(trx, 'gateway', 'test-funding');
        const provider = await ensureSystemAccount(trx, 'provider', 'test');
        const move = (code: string, debit: bigint, credit: bigint, amount: bigint) => ({
          id: transferId('bonus-test', p.id, code),
          debit,
          credit,
          amount,
          currency: 'TRY',
          code,
        });
        await postTransfers(trx, [
          move('deposit', gateway, cash, 100_000n),
          move('casino_bet', cash, provider, 30_000n),
          move('casino_win', provider, cash, 10_000n),
        ]);
      });
      const res = await claim(p, cashback);
      expect(res.statusCode, res.body).toBe(200);
      const first = res.json().data;
      expect(first).toMatchObject({ status: 'pending', amount: 20, kind: 'cashback' });
      const week = cashbackWeek(new Date(time.ms)).key;
      const row = await t.db
        .selectFrom('customer_bonus')
        .select('period')
        .where('id', '=', BigInt(first.id))
        .executeTakeFirstOrThrow();
      expect(row.period).toBe(week);
      // The same week once: after the operator's decision too. (A session of its own: the
      // suite's operator session would end, idle, a week ahead.)
      const officer = await adminToken(t.app, t.db);
      const confirmed = await call(t.app, 'admin/bonusclaims/confirm', { id: first.id }, { token: officer });
      expect(confirmed.statusCode).toBe(200);
      expect((await claim(p, cashback)).json()).toMatchObject({
        success: false,
        code: 'BONUS_ALREADY_CLAIMED',
      });

      // A week later the bonus has expired and a new week can be claimed, for that week's loss
      // only: none, so nothing is owed (last week's loss is never paid twice).
      time.advance(7 * DAY + 1);
      await t.app.bonuses.expire();
      const again = (await logIn(t.app, p.username)).json().data.token as string;
      const list = (await call(t.app, 'bonus/list', undefined, { token: again })).json().data;
      const offer = list.find((i: { definition: { id: number } }) => i.definition.id === cashback);
      expect(offer).toMatchObject({ claimable: false, reason: 'noLoss' });
      await assertLedgerSound(t.db);
    } finally {
      clock.reset();
    }
  });

  it('numbers cashback weeks in Turkish time, by ISO 8601', () => {
    // Monday 00:30 in Istanbul is still Sunday 21:30 UTC: already the new week there.
    expect(cashbackWeek(new Date('2026-11-22T21:30:00Z'))).toEqual({
      key: '2026-W47',
      from: new Date('2026-11-15T21:00:00Z'),
      to: new Date('2026-11-22T21:00:00Z'),
    });
    expect(cashbackWeek(new Date('2026-11-22T20:59:59Z')).key).toBe('2026-W46');
    // ISO years: 2027-01-01 is a Friday, so its week is the last of 2026 (W53).
    expect(cashbackWeek(new Date('2027-01-05T12:00:00Z')).key).toBe('2026-W53');
    expect(cashbackWeek(new Date('2026-01-06T12:00:00Z')).key).toBe('2026-W01');
  });
});
