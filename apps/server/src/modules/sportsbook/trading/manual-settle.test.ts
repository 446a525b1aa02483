import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthenticatedAdmin } from '../../../core/accounts/index.ts';
import { insertCustomers } from '../../../test/customers.ts';
import { type TestDb, createTestDb, testDatabases } from '../../../test/harness.ts';
import { fund } from '../../../test/ledger.ts';
import type { OutcomeResult } from '../../../lib/feed/envelope.ts';
import {
  assertSettlementSound,
  betOf,
  cash,
  line,
  placeBet,
  recordingNotifier,
} from '../bets/settle/bets.test-kit.ts';
import { createSettlementSink } from '../bets/settle/sink.ts';
import { envelope } from '../feed/test-kit.ts';
import type { SettlementMessage } from '../feed/settlement.ts';
import { staffMember } from './desk.test-kit.ts';
import { manualContext, storeEvent } from './manual-settle.test-kit.ts';
import {
  type ManualSettleCtx,
  approveManualSettlement,
  rejectManualSettlement,
  requestManualSettlement,
} from './manual-settle.service.ts';
import { manualSettlementHash } from './manual-settle.repository.ts';
import type { ManualLine } from './manual-settle.table.ts';
import { liabilityEvents } from './desk-liability.repository.ts';
import { openRiskOf } from './open-risk.repository.ts';

const TOTAL = 'total=2.25';
/** One result in the desk's words and in the feed's: 1X2 home won, a quarter line half decided. */
const GRADE: ManualLine[] = [
  {
    marketId: 1,
    specifiers: '',
    outcomes: [
      { outcomeId: '1', result: 'won' },
      { outcomeId: '2', result: 'lost' },
      { outcomeId: '3', result: 'lost' },
    ],
  },
  {
    marketId: 18,
    specifiers: TOTAL,
    outcomes: [
      { outcomeId: '12', result: 'won', voidFactor: 0.5 },
      { outcomeId: '13', result: 'lost', voidFactor: 0.5 },
    ],
  },
];
const FEED: { id: number; specifiers: string; outcomes: OutcomeResult[] }[] = [
  {
    id: 1,
    specifiers: '',
    outcomes: [
      { id: '1', result: 1 },
      { id: '2', result: 0 },
      { id: '3', result: 0 },
    ],
  },
  {
    id: 18,
    specifiers: TOTAL,
    outcomes: [
      { id: '12', result: 1, voidFactor: 0.5 },
      { id: '13', result: 0, voidFactor: 0.5 },
    ],
  },
];

/**
 * Manual grades and market voids (docs/decisions/083-manual-grading-and-market-voids.md): the
 * feed's own settlement path, so the same postings as a feed result, once, whatever the feed
 * sends after.
 */
describe.each(testDatabases())('manual grades and market voids on %s', (kind) => {
  let t: TestDb;
  let player: bigint;
  let ctx: ManualSettleCtx;
  let feed: { handle(m: SettlementMessage): Promise<boolean> };
  let trader: AuthenticatedAdmin;
  let second: AuthenticatedAdmin;
  let n = 0;
  const fresh = async () => {
    const id = `sr:match:grade:${kind}:${++n}`;
    await storeEvent(t.db, id);
    return id;
  };
  const feedSettles = (event: string, markets = FEED, certainty: 1 | 2 = 1) =>
    feed.handle(
      envelope(
        'bet_settlement',
        { certainty, markets },
        { event, ts: Date.now() + n++ },
      ) as SettlementMessage,
    );
  const grade = (event: string, admin = trader, markets = GRADE, reason = 'Veri akışı sonuç vermedi') =>
    requestManualSettlement(ctx, admin, { action: 'grade', eventId: event, markets, reason });
  const voidLine = (event: string, admin = trader, marketId = 1, reason = 'Maç yarıda kaldı') =>
    requestManualSettlement(ctx, admin, {
      action: 'void',
      eventId: event,
      markets: [{ marketId, specifiers: '', outcomes: [] }],
      reason,
    });

  /** A bet on each outcome of both lines; their ids in that order. */
  async function betsOn(event: string, stake = 1000n) {
    const on = [
      [line(event), '1', 2500],
      [line(event), '2', 3000],
      [line(event), '3', 3500],
      [line(event, 18, TOTAL), '12', 1900],
      [line(event, 18, TOTAL), '13', 1900],
    ] as const;
    const ids: string[] = [];
    for (const [l, outcomeId, oddsMilli] of on) {
      const id = await placeBet(t.db, {
        customerId: player,
        legs: [{ line: l, outcomeId, oddsMilli }],
        stakePerLine: stake,
      });
      // What placement books as the bet's potential payout (the kit leaves it 0).
      const potential = (stake * BigInt(oddsMilli)) / 1000n;
      await t.db.updateTable('sb_bet').set({ potential_payout: potential }).where('id', '=', id).execute();
      ids.push(id);
    }
    return ids;
  }

  /** The transfers `run` posts, without their ids: (code, amount, debit, credit), sorted. */
  async function postingsOf(run: () => Promise<unknown>) {
    const seen = new Set((await t.db.selectFrom('ledger_transfer').select('id').execute()).map((r) => r.id));
    await run();
    const rows = await t.db
      .selectFrom('ledger_transfer')
      .select(['id', 'code', 'amount', 'debit_account_id', 'credit_account_id'])
      .execute();
    return rows
      .filter((r) => !seen.has(r.id))
      .map((r) => `${r.code}:${r.amount}:${r.debit_account_id}>${r.credit_account_id}`)
      .sort();
  }

  beforeAll(async () => {
    t = await createTestDb(kind);
    [player] = (await insertCustomers(t.db, 1)) as [bigint];
    await fund(t.db, player, 100_000_000n);
    const sink = createSettlementSink({ db: t.db, notifier: recordingNotifier().notifier });
    const made = manualContext(t.db, sink);
    ctx = made.ctx;
    feed = made.settlement;
    trader = await staffMember(t.db, 'grader-one');
    second = await staffMember(t.db, 'grader-two');
  }, 180_000);
  afterAll(() => t.drop());

  it('a grade posts exactly what the feed’s bet_settlement posts for the same result', async () => {
    const [byFeed, byDesk] = [await fresh(), await fresh()];
    const feedBets = await betsOn(byFeed);
    const deskBets = await betsOn(byDesk);
    const fromFeed = await postingsOf(() => feedSettles(byFeed));
    const fromDesk = await postingsOf(async () =>
      expect(await grade(byDesk)).toEqual({ status: 'done', requestId: null }),
    );
    expect(fromDesk).toEqual(fromFeed);
    expect(fromDesk.length).toBeGreaterThan(0);
    for (const [i, id] of deskBets.entries()) {
      const [desk, feedBet] = [await betOf(t.db, id), await betOf(t.db, feedBets[i]!)];
      expect([desk.status, desk.payout]).toEqual([feedBet.status, feedBet.payout]);
    }
    expect((await betOf(t.db, deskBets[0]!)).status).toBe('won');
    expect((await betOf(t.db, deskBets[3]!)).status).toBe('half_won');
    await assertSettlementSound(t.db);
  });

  it('a line with a result is refused MARKET_ALREADY_SETTLED, whether the feed or a trader settled it', async () => {
    const [byFeed, byDesk] = [await fresh(), await fresh()];
    await betsOn(byFeed);
    await feedSettles(byFeed);
    await expect(grade(byFeed)).rejects.toMatchObject({ code: 'MARKET_ALREADY_SETTLED' });
    await grade(byDesk);
    await expect(grade(byDesk, second)).rejects.toMatchObject({ code: 'MARKET_ALREADY_SETTLED' });
    await expect(grade('sr:match:unknown')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('the feed settling a graded line later pays nothing twice: the same result moves nothing, another corrects', async () => {
    const event = await fresh();
    const before = await cash(t.db, player);
    const [home, away] = await betsOn(event);
    await grade(event);
    const afterGrade = await cash(t.db, player);
    expect(await postingsOf(() => feedSettles(event, FEED, 2))).toEqual([]);
    expect(await cash(t.db, player)).toBe(afterGrade);
    const awayWins = FEED.map((m) =>
      m.id === 1
        ? { ...m, outcomes: m.outcomes.map((o) => ({ ...o, result: o.id === '2' ? 1 : 0 }) as OutcomeResult) }
        : m,
    );
    await feedSettles(event, awayWins, 2);
    expect(await betOf(t.db, home!)).toMatchObject({ status: 'lost', payout: 0n });
    expect(await betOf(t.db, away!)).toMatchObject({ status: 'won', payout: 3000n });
    // Five stakes of 1000: the away win 3000, the quarter line's half win 1450 and half loss 500.
    expect(await cash(t.db, player)).toBe(before - 5000n + 3000n + 1450n + 500n);
    await assertSettlementSound(t.db);
  });

  it('a market void: every leg on the line void, as a feed bet_cancel; once', async () => {
    const event = await fresh();
    const before = await cash(t.db, player);
    const [home, away, draw, over] = await betsOn(event);
    expect(await voidLine(event)).toEqual({ status: 'done', requestId: null });
    for (const id of [home, away, draw])
      expect(await betOf(t.db, id!)).toMatchObject({ status: 'void', payout: 1000n });
    expect(await betOf(t.db, over!)).toMatchObject({ status: 'open' });
    expect(await cash(t.db, player)).toBe(before - 2000n);
    await expect(voidLine(event, second)).rejects.toMatchObject({ code: 'MARKET_ALREADY_VOID' });
    await expect(grade(event)).rejects.toMatchObject({ code: 'MARKET_ALREADY_VOID' });
    await feedSettles(event);
    expect(await betOf(t.db, home!)).toMatchObject({ status: 'void', payout: 1000n });
    const audit = await t.db
      .selectFrom('auth_audit')
      .select(['actor_id', 'details'])
      .where('event', '=', 'sportsbook_market_voided')
      .execute();
    expect(audit.find((a) => (a.details as { eventId?: string }).eventId === event)).toMatchObject({
      actor_id: trader.id,
      details: { reason: 'Maç yarıda kaldı', action: 'void' },
    });
    await assertSettlementSound(t.db);
  });

  it('at or above the threshold it waits; the requester cannot approve; a second person can, once', async () => {
    const event = await fresh();
    const before = await cash(t.db, player);
    const [home] = await betsOn(event, 400_000n);
    const asked = await grade(event, trader, GRADE, 'Büyük market');
    expect(asked.status).toBe('pending');
    expect(await betOf(t.db, home!)).toMatchObject({ status: 'open' });
    const id = BigInt(asked.requestId!);
    const hash = manualSettlementHash({
      action: 'grade',
      eventId: event,
      markets: GRADE,
      reason: 'Büyük market',
    });
    await expect(approveManualSettlement(ctx, trader, id, hash)).rejects.toMatchObject({
      code: 'APPROVAL_OWN_REQUEST',
    });
    await expect(approveManualSettlement(ctx, second, id, 'x'.repeat(64))).rejects.toMatchObject({
      code: 'APPROVAL_CHANGED',
    });
    await approveManualSettlement(ctx, second, id, hash);
    expect(await betOf(t.db, home!)).toMatchObject({ status: 'won', payout: 1_000_000n });
    const paid = await cash(t.db, player);
    expect(paid).toBe(before - 2_000_000n + 1_000_000n + 580_000n + 200_000n);
    await expect(approveManualSettlement(ctx, second, id, hash)).rejects.toMatchObject({
      code: 'APPROVAL_CLOSED',
    });
    expect(await cash(t.db, player)).toBe(paid);
    await assertSettlementSound(t.db);
  });

  it('a waiting grade the feed overtakes cannot be approved; a rejected one changes nothing', async () => {
    const event = await fresh();
    await betsOn(event, 400_000n);
    const asked = await grade(event, trader, GRADE, 'Bekleyen');
    const rejected = await voidLine(event, trader, 1, 'Bekleyen iptal');
    expect(rejected.status).toBe('pending');
    await rejectManualSettlement(ctx, second, BigInt(rejected.requestId!), 'Gerek yok');
    await feedSettles(event);
    const hash = manualSettlementHash({
      action: 'grade',
      eventId: event,
      markets: GRADE,
      reason: 'Bekleyen',
    });
    const before = await cash(t.db, player);
    await expect(approveManualSettlement(ctx, second, BigInt(asked.requestId!), hash)).rejects.toMatchObject({
      code: 'MARKET_ALREADY_SETTLED',
    });
    expect(await cash(t.db, player)).toBe(before);
    await assertSettlementSound(t.db);
  });

  it('two grades of one line at once: one settles it, the other is refused', async () => {
    const event = await fresh();
    const before = await cash(t.db, player);
    await betsOn(event);
    const results = await Promise.allSettled([grade(event, trader), grade(event, second)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({
      reason: { code: 'MARKET_ALREADY_SETTLED' },
    });
    expect(await cash(t.db, player)).toBe(before - 5000n + 2500n + 1450n + 500n);
    await assertSettlementSound(t.db);
  });

  it('the desk’s liability is the open risk only: graded lines drop out of it', async () => {
    const event = await fresh();
    const risk = async () =>
      Object.fromEntries(
        (await openRiskOf(t.db, event)).map((r) => [`${r.market_id}/${r.outcome_id}`, BigInt(r.liability)]),
      );
    const worst = async () =>
      (await liabilityEvents(t.db, { skip: 0, take: 100, sort: 'liability', order: 'desc' })).rows.find(
        (e) => e.id === event,
      )?.liability;
    await betsOn(event);
    expect(await risk()).toEqual({ '1/1': 1500n, '1/2': 2000n, '1/3': 2500n, '18/12': 900n, '18/13': 900n });
    expect(BigInt((await worst())!)).toBe(2500n);
    await grade(event, trader, [GRADE[1]!]);
    expect(await risk()).toEqual({ '1/1': 1500n, '1/2': 2000n, '1/3': 2500n });
    await grade(event, trader, [GRADE[0]!]);
    expect(await risk()).toEqual({});
    expect(await worst()).toBeUndefined();
  });
});
