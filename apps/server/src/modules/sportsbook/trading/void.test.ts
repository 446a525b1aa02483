import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthenticatedAdmin } from '../../../core/accounts/index.ts';
import { insertCustomers } from '../../../test/customers.ts';
import { type TestDb, createTestDb, testDatabases } from '../../../test/harness.ts';
import { fund } from '../../../test/ledger.ts';
import {
  assertSettlementSound,
  betOf,
  cash,
  line,
  placeBet,
  recordingNotifier,
} from '../bets/settle/bets.test-kit.ts';
import { systemAccountsCache } from '../bets/settle/sink-steps.ts';
import { createSettlementSink } from '../bets/settle/sink.ts';
import { approveVoid, rejectVoid, requestVoid } from './void.service.ts';
import { voidRequestHash } from './void-repository.ts';
import type { TradingContext } from './void-context.ts';
import { staffMember } from './desk.test-kit.ts';

/**
 * Voids by the desk (docs/decisions/079-bet-voids-and-player-limits.md): the stake back through
 * settlement's postings, a settled bet reversed first, once, whatever the feed does after.
 */
describe.each(testDatabases())('bet voids on %s', (kind) => {
  let t: TestDb;
  let player: bigint;
  let ctx: TradingContext;
  const pushes = recordingNotifier();
  let sink: ReturnType<typeof createSettlementSink>;
  let trader: AuthenticatedAdmin;
  let second: AuthenticatedAdmin;
  let n = 0;
  const fresh = () => line(`sr:match:void:${kind}:${++n}`);

  beforeAll(async () => {
    t = await createTestDb(kind);
    [player] = (await insertCustomers(t.db, 1)) as [bigint];
    await fund(t.db, player, 1_000_000n);
    sink = createSettlementSink({ db: t.db, notifier: pushes.notifier });
    const meta = { ip: '127.0.0.1', userAgent: null, fingerprint: null, locale: 'tr' as const };
    ctx = {
      db: t.db,
      notifier: pushes.notifier,
      accountsOf: systemAccountsCache(),
      log: pino({ level: 'silent' }),
      meta,
    };
    trader = await staffMember(t.db, 'trader-one');
    second = await staffMember(t.db, 'trader-two');
  }, 180_000);
  afterAll(() => t.drop());

  const single = (l: ReturnType<typeof line>, stake = 1000n, oddsMilli = 3000) =>
    placeBet(t.db, {
      customerId: player,
      legs: [{ line: l, outcomeId: '1', oddsMilli }],
      stakePerLine: stake,
    });

  it('an open bet: the stake back, once; the feed settling the line later leaves it void', async () => {
    const l = fresh();
    const before = await cash(t.db, player);
    const id = await single(l);
    expect(await requestVoid(ctx, trader, id, 'Yanlış oran girildi')).toEqual({
      status: 'done',
      requestId: null,
    });
    expect(await betOf(t.db, id)).toMatchObject({ status: 'void', payout: 1000n });
    expect(await cash(t.db, player)).toBe(before);
    expect(pushes.bets.at(-1)).toMatchObject({ customerId: player, bet: { id, status: 'void', payout: 10 } });
    await expect(requestVoid(ctx, trader, id, 'İkinci kez')).rejects.toMatchObject({
      code: 'BET_NOT_VOIDABLE',
    });
    await sink.settle(l, 1, [{ id: '1', result: 1 }]);
    expect(await betOf(t.db, id)).toMatchObject({ status: 'void', payout: 1000n });
    expect(await cash(t.db, player)).toBe(before);
    await assertSettlementSound(t.db);
    const audit = await t.db
      .selectFrom('auth_audit')
      .select(['event', 'actor_id'])
      .where('event', '=', 'bet_voided')
      .execute();
    expect(audit.some((a) => a.actor_id === trader.id)).toBe(true);
  });

  it('a won bet: the win reversed by compensating transfers, then the stake back', async () => {
    const l = fresh();
    const before = await cash(t.db, player);
    const id = await single(l);
    await sink.settle(l, 1, [{ id: '1', result: 1 }]);
    expect(await cash(t.db, player)).toBe(before + 2000n);
    const transfers = await t.db
      .selectFrom('ledger_transfer')
      .select((eb) => eb.fn.countAll().as('c'))
      .executeTakeFirstOrThrow();
    await requestVoid(ctx, trader, id, 'Maç sonucu hatalı');
    expect(await betOf(t.db, id)).toMatchObject({ status: 'void', payout: 1000n, generation: 2 });
    expect(await cash(t.db, player)).toBe(before);
    const after = await t.db
      .selectFrom('ledger_transfer')
      .select((eb) => eb.fn.countAll().as('c'))
      .executeTakeFirstOrThrow();
    expect(Number(after.c)).toBeGreaterThan(Number(transfers.c));
    await sink.rollbackSettlement(l, 1);
    await sink.settle(l, 2, [{ id: '1', result: 0 }]);
    expect(await betOf(t.db, id)).toMatchObject({ status: 'void', payout: 1000n });
    await assertSettlementSound(t.db);
  });

  it('a lost bet: the stake comes back from the house', async () => {
    const l = fresh();
    const before = await cash(t.db, player);
    const id = await single(l);
    await sink.settle(l, 1, [{ id: '1', result: 0 }]);
    expect(await cash(t.db, player)).toBe(before - 1000n);
    await requestVoid(ctx, trader, id, 'Maç iptal edilmeliydi');
    expect(await cash(t.db, player)).toBe(before);
    await assertSettlementSound(t.db);
  });

  it('a won bet whose win was spent: the balance never below zero, the rest a debt', async () => {
    const [poor] = (await insertCustomers(t.db, 1, 'void-poor')) as [bigint];
    await fund(t.db, poor, 1000n);
    const l = fresh();
    const id = await placeBet(t.db, {
      customerId: poor,
      legs: [{ line: l, outcomeId: '1', oddsMilli: 3000 }],
      stakePerLine: 1000n,
    });
    await sink.settle(l, 1, [{ id: '1', result: 1 }]);
    // the win spent on another bet: 500 left of the 3000 paid
    await placeBet(t.db, {
      customerId: poor,
      legs: [{ line: fresh(), outcomeId: '1', oddsMilli: 2000 }],
      stakePerLine: 2500n,
    });
    expect(await cash(t.db, poor)).toBe(500n);
    await requestVoid(ctx, trader, id, 'Hatalı kazanç');
    expect(await cash(t.db, poor)).toBeGreaterThanOrEqual(0n);
    expect(await betOf(t.db, id)).toMatchObject({ status: 'void', payout: 1000n });
    const debts = await t.db.selectFrom('sb_bet_debt').select('amount').where('bet_id', '=', id).execute();
    expect(debts.map((d) => d.amount)).toEqual([2500n]);
    await assertSettlementSound(t.db);
  });

  it('at or above the threshold it waits; the requester cannot approve; a second person can, once', async () => {
    const l = fresh();
    const before = await cash(t.db, player);
    const id = await single(l, 100_000n);
    const asked = await requestVoid(ctx, trader, id, 'Büyük bahis hatası');
    expect(asked.status).toBe('pending');
    expect(await betOf(t.db, id)).toMatchObject({ status: 'open' });
    await expect(requestVoid(ctx, second, id, 'Tekrar')).rejects.toMatchObject({ code: 'BET_NOT_VOIDABLE' });
    const reqId = BigInt(asked.requestId!);
    const hash = voidRequestHash({ betId: id, customerId: player, reason: 'Büyük bahis hatası' });
    await expect(approveVoid(ctx, trader, reqId, hash)).rejects.toMatchObject({
      code: 'APPROVAL_OWN_REQUEST',
    });
    await expect(approveVoid(ctx, second, reqId, 'x'.repeat(64))).rejects.toMatchObject({
      code: 'APPROVAL_CHANGED',
    });
    await approveVoid(ctx, second, reqId, hash);
    expect(await betOf(t.db, id)).toMatchObject({ status: 'void', payout: 100_000n });
    expect(await cash(t.db, player)).toBe(before);
    await expect(approveVoid(ctx, second, reqId, hash)).rejects.toMatchObject({ code: 'APPROVAL_CLOSED' });
    await assertSettlementSound(t.db);
  });

  it('a rejected request leaves the bet as it was and lets a new void be asked', async () => {
    const l = fresh();
    const id = await single(l, 100_000n);
    const asked = await requestVoid(ctx, trader, id, 'Belki hata');
    await rejectVoid(ctx, second, BigInt(asked.requestId!), 'Hata yok');
    expect(await betOf(t.db, id)).toMatchObject({ status: 'open', voided_at: null });
    expect((await requestVoid(ctx, second, id, 'Yine de hata')).status).toBe('pending');
  });

  it('a cashed-out bet is refused with BET_NOT_VOIDABLE', async () => {
    const l = fresh();
    const id = await single(l);
    await t.db.updateTable('sb_bet').set({ status: 'cashed_out' }).where('id', '=', id).execute();
    await expect(requestVoid(ctx, trader, id, 'Bozdurulmuş')).rejects.toMatchObject({
      code: 'BET_NOT_VOIDABLE',
    });
    await t.db.updateTable('sb_bet').set({ status: 'open' }).where('id', '=', id).execute();
  });

  it('a void racing the settlement of its line: exactly one effect, the bet void, money sound', async () => {
    for (const result of [1, 0] as const) {
      const l = fresh();
      const before = await cash(t.db, player);
      const id = await single(l);
      await Promise.all([
        requestVoid(ctx, trader, id, 'Yarış testi'),
        sink.settle(l, 1, [{ id: '1', result }]),
      ]);
      expect(await betOf(t.db, id)).toMatchObject({ status: 'void', payout: 1000n });
      expect(await cash(t.db, player)).toBe(before);
      await assertSettlementSound(t.db);
    }
  });

  it('two voids of one bet at once: one executes, the other is refused', async () => {
    const l = fresh();
    const before = await cash(t.db, player);
    const id = await single(l);
    const results = await Promise.allSettled([
      requestVoid(ctx, trader, id, 'Birinci'),
      requestVoid(ctx, second, id, 'İkinci'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await cash(t.db, player)).toBe(before);
    await assertSettlementSound(t.db);
  });
});
