import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ensurePlayerAccount,
  ensureSystemAccount,
  postTransfers,
  transferId,
} from '../../../../core/ledger/index.ts';
import { setOption } from '../../../../test/accounts.ts';
import { insertCustomers } from '../../../../test/customers.ts';
import { type TestDb, createTestDb, testDatabases } from '../../../../test/harness.ts';
import { fund } from '../../../../test/ledger.ts';
import type { MarketLineKey } from '../../settlement-sink.ts';
import { EARLY_PAYOUT_RULES, leadingOutcome } from './early-payout.ts';
import { assertSettlementSound, betOf, cash, line, placeBet, recordingNotifier } from './bets.test-kit.ts';
import { createSettlementSink } from './sink.ts';
import { withLegs } from '../api/bets.mapper.ts';
import { findBet } from '../api/bets.repository.ts';
import { envelope, fixture, recordingSink, startAdapter } from '../../feed/test-kit.ts';

const HOME_WON = [
  { id: '1', result: 1 as const },
  { id: '2', result: 0 as const },
  { id: '3', result: 0 as const },
];
const AWAY_WON = [
  { id: '1', result: 0 as const },
  { id: '2', result: 0 as const },
  { id: '3', result: 1 as const },
];

describe('leadingOutcome', () => {
  it('names the team leading by the margin, and nobody under it or with the rule off', () => {
    expect(leadingOutcome(2, 0, 2)).toBe('1');
    expect(leadingOutcome(1, 3, 2)).toBe('3');
    expect(leadingOutcome(2, 1, 2)).toBeNull();
    expect(leadingOutcome(5, 0, 0)).toBeNull();
    expect(leadingOutcome(1, 0, 1)).toBe('1');
    const basketball = EARLY_PAYOUT_RULES.basketball;
    expect(leadingOutcome(80, 60, 20, basketball)).toBe('4');
    expect(leadingOutcome(60, 80, 20, basketball)).toBe('5');
    expect(leadingOutcome(79, 60, 20, basketball)).toBeNull();
  });
});

/** Early payout (docs/decisions/075-early-payout.md) through the settlement sink, money included. */
describe.each(testDatabases())('early payout on %s', (kind) => {
  let t: TestDb;
  let player: bigint;
  let sink: ReturnType<typeof createSettlementSink>;
  let n = 0;
  // Real URNs: the feed's messages cross the UOF wire, which accepts nothing else.
  const fresh = () => line(`sr:match:${7500 + ++n}`);
  const score = (l: MarketLineKey, home: number, away: number) =>
    sink.scoreChanged({ eventId: l.eventId, sport: 'soccer', home, away });
  const single = (l: MarketLineKey, outcomeId: string, o: { live?: boolean; stake?: bigint } = {}) =>
    placeBet(t.db, {
      customerId: player,
      legs: [{ line: l, outcomeId, oddsMilli: 3000, live: o.live }],
      stakePerLine: o.stake ?? 1000n,
    });
  const leg = (betId: string, legNo = 1) =>
    t.db
      .selectFrom('sb_bet_leg')
      .select(['result', 'early_won_at', 'early_score'])
      .where('bet_id', '=', betId)
      .where('leg_no', '=', legNo)
      .executeTakeFirstOrThrow();
  const settleRows = (betId: string) =>
    t.db.selectFrom('sb_bet_settlement').select(['generation', 'kind']).where('bet_id', '=', betId).execute();

  beforeAll(async () => {
    t = await createTestDb(kind);
    [player] = (await insertCustomers(t.db, 1)) as [bigint];
    await fund(t.db, player, 1_000_000n);
    sink = createSettlementSink({ db: t.db, notifier: recordingNotifier().notifier });
  }, 180_000);
  afterAll(() => t.drop());

  it('pays a pre-match single once when its team leads by 2; the final loss takes nothing back', async () => {
    const l = fresh();
    const id = await single(l, '1');
    const start = await cash(t.db, player);
    await score(l, 1, 0);
    expect(await betOf(t.db, id)).toMatchObject({ status: 'open' });
    await score(l, 2, 0);
    expect(await betOf(t.db, id)).toMatchObject({ status: 'won', payout: 3000n, generation: 1 });
    expect(await leg(id)).toMatchObject({
      result: 'won',
      early_won_at: expect.any(Date),
      early_score: '2-0',
    });
    expect(await cash(t.db, player)).toBe(start + 3000n);
    // The same score again, a third goal, two processes at once: nothing more.
    await Promise.all([score(l, 2, 0), score(l, 2, 0)]);
    await score(l, 3, 0);
    await sink.settle(l, 1, AWAY_WON);
    expect(await betOf(t.db, id)).toMatchObject({ status: 'won', payout: 3000n, generation: 1 });
    expect(await leg(id)).toMatchObject({ result: 'won', early_score: '2-0' });
    expect(await cash(t.db, player)).toBe(start + 3000n);
    expect(await settleRows(id)).toEqual([{ generation: 1, kind: 'settle' }]);
    const [dto] = await withLegs(t.db, [(await findBet(t.db, player, id))!]);
    expect(dto!.legs[0]).toMatchObject({ result: 'won', earlyPayout: true });
    await assertSettlementSound(t.db);
  });

  it('rollback and a resettle with another winner leave the early win and its money alone', async () => {
    const l = fresh();
    const early = await single(l, '3');
    const other = await single(l, '1');
    const start = await cash(t.db, player);
    await score(l, 0, 2);
    await sink.settle(l, 1, HOME_WON);
    expect(await cash(t.db, player)).toBe(start + 6000n);
    await sink.rollbackSettlement(l, 1);
    expect(await betOf(t.db, early)).toMatchObject({ status: 'won', payout: 3000n });
    expect(await betOf(t.db, other)).toMatchObject({ status: 'open' });
    await sink.settle(l, 2, AWAY_WON);
    expect(await betOf(t.db, early)).toMatchObject({ status: 'won', payout: 3000n, generation: 1 });
    expect(await betOf(t.db, other)).toMatchObject({ status: 'lost', payout: 0n });
    expect(await cash(t.db, player)).toBe(start + 3000n);
    await sink.cancel(l, 'c1', null, null);
    expect(await betOf(t.db, early)).toMatchObject({ status: 'won', payout: 3000n, generation: 1 });
    expect(await settleRows(early)).toEqual([{ generation: 1, kind: 'settle' }]);
    await assertSettlementSound(t.db);
  });

  it('leaves live legs, the other outcomes and other markets to the final result', async () => {
    const l = fresh();
    const live = await single(l, '1', { live: true });
    const draw = await single(l, '2');
    const total = await placeBet(t.db, {
      customerId: player,
      legs: [{ line: { ...l, marketId: 18, specifiers: 'total=2.5' }, outcomeId: '12', oddsMilli: 1900 }],
      stakePerLine: 1000n,
    });
    await score(l, 2, 0);
    const [dto] = await withLegs(t.db, [(await findBet(t.db, player, live))!]);
    expect(dto!.legs[0]).not.toHaveProperty('earlyPayout');
    for (const id of [live, draw, total]) {
      expect(await betOf(t.db, id)).toMatchObject({ status: 'open' });
      expect(await leg(id)).toMatchObject({ result: 'open', early_won_at: null });
    }
    await sink.settle(l, 1, AWAY_WON);
    expect(await betOf(t.db, live)).toMatchObject({ status: 'lost', payout: 0n });
    await assertSettlementSound(t.db);
  });

  it('counts the leg as won in a multiple, which settles with its last leg', async () => {
    const l = fresh();
    const other = fresh();
    const id = await placeBet(t.db, {
      customerId: player,
      legs: [
        { line: l, outcomeId: '1', oddsMilli: 3000 },
        { line: other, outcomeId: '1', oddsMilli: 2000 },
      ],
      stakePerLine: 1000n,
    });
    const settledFirst = fresh();
    const ready = await placeBet(t.db, {
      customerId: player,
      legs: [
        { line: settledFirst, outcomeId: '1', oddsMilli: 2000 },
        { line: l, outcomeId: '1', oddsMilli: 3000 },
      ],
      stakePerLine: 1000n,
    });
    await sink.settle(settledFirst, 1, HOME_WON);
    const start = await cash(t.db, player);
    await score(l, 2, 0);
    expect(await leg(id)).toMatchObject({ result: 'won', early_score: '2-0' });
    expect(await betOf(t.db, id)).toMatchObject({ status: 'open' });
    expect(await betOf(t.db, ready)).toMatchObject({ status: 'won', payout: 6000n });
    expect(await cash(t.db, player)).toBe(start + 6000n);
    await sink.settle(l, 1, AWAY_WON);
    await sink.settle(other, 1, HOME_WON);
    expect(await betOf(t.db, id)).toMatchObject({ status: 'won', payout: 6000n });
    expect(await cash(t.db, player)).toBe(start + 12_000n);
    await assertSettlementSound(t.db);
  });

  it("basketball: the winner market's pre-match single is paid once at a 20-point lead, never taken back", async () => {
    const l = line(`sr:match:early:${kind}:${++n}`, 219);
    const home = await single(l, '4');
    const away = await single(l, '5');
    const live = await single(l, '4', { live: true });
    // The football 1X2 line of the same match is not basketball's rule.
    const oneX2 = await single(line(l.eventId), '1');
    const points = (h: number, a: number) =>
      sink.scoreChanged({ eventId: l.eventId, sport: 'basketball', home: h, away: a });
    const start = await cash(t.db, player);
    await points(59, 40);
    expect(await betOf(t.db, home)).toMatchObject({ status: 'open' });
    await points(60, 40);
    expect(await betOf(t.db, home)).toMatchObject({ status: 'won', payout: 3000n, generation: 1 });
    expect(await leg(home)).toMatchObject({ result: 'won', early_score: '60-40' });
    for (const id of [away, live, oneX2]) expect(await leg(id)).toMatchObject({ result: 'open' });
    // A comeback: the away team wins; the early payout stays, the others settle on the result.
    await points(60, 40);
    await sink.settle(l, 1, [
      { id: '4', result: 0 },
      { id: '5', result: 1 },
    ]);
    expect(await betOf(t.db, home)).toMatchObject({ status: 'won', payout: 3000n, generation: 1 });
    expect(await betOf(t.db, away)).toMatchObject({ status: 'won', payout: 3000n });
    expect(await betOf(t.db, live)).toMatchObject({ status: 'lost', payout: 0n });
    expect(await settleRows(home)).toEqual([{ generation: 1, kind: 'settle' }]);
    expect(await cash(t.db, player)).toBe(start + 6000n);
    await assertSettlementSound(t.db);
  });

  it('a margin of 0 switches the rule off', async () => {
    const l = fresh();
    const id = await single(l, '1');
    await setOption(t.db, 'sportsbook.earlypayout.soccer', '0');
    try {
      await score(l, 4, 0);
    } finally {
      await setOption(t.db, 'sportsbook.earlypayout.soccer', '2');
    }
    expect(await betOf(t.db, id)).toMatchObject({ status: 'open' });
    expect(await leg(id)).toMatchObject({ result: 'open', early_won_at: null });
    await sink.settle(l, 1, AWAY_WON);
    expect(await betOf(t.db, id)).toMatchObject({ status: 'lost' });
    await assertSettlementSound(t.db);
  });

  it('leaves a cashed-out bet alone and pays a partly cashed-out bet on its open stake', async () => {
    const l = fresh();
    const full = await single(l, '1');
    const part = await single(l, '1');
    await cashOut(full, 1000n, null);
    await cashOut(part, 600n, 400n);
    const start = await cash(t.db, player);
    await score(l, 2, 0);
    expect(await betOf(t.db, full)).toMatchObject({ status: 'cashed_out', payout: null });
    expect(await leg(full)).toMatchObject({ result: 'open', early_won_at: null });
    expect(await betOf(t.db, part)).toMatchObject({ status: 'won', payout: 1200n });
    expect(await cash(t.db, player)).toBe(start + 1200n);
    await assertSettlementSound(t.db);
  });

  it('fires from the feed: the stored score of an odds message pays the single', async () => {
    const l = fresh();
    const id = await single(l, '3');
    const h = await startAdapter(t.db, { sink: Object.assign(recordingSink(), { sink }) });
    try {
      await h.adapter.handle(fixture(l.eventId));
      const status = (home: number, away: number, clock: string) =>
        envelope(
          'odds_change',
          { eventStatus: { status: 1, home, away, clock, periods: [] }, markets: [] },
          { event: l.eventId, producer: 1 },
        );
      await h.adapter.handle(status(0, 1, "20'"));
      expect(await betOf(t.db, id)).toMatchObject({ status: 'open' });
      await h.adapter.handle(status(0, 2, "31'"));
      expect(await betOf(t.db, id)).toMatchObject({ status: 'won', payout: 3000n });
      expect(await leg(id)).toMatchObject({ early_score: '0-2' });
    } finally {
      await h.adapter.stop();
    }
    await assertSettlementSound(t.db);
  });

  /** A cash-out at the stake's own value: `stakePart` back to the player, `open` per line left (null: all). */
  async function cashOut(betId: string, stakePart: bigint, open: bigint | null) {
    await t.db.transaction().execute(async (trx) => {
      const openBets = await ensureSystemAccount(trx, 'sportsbook', 'open-bets');
      const wallet = await ensurePlayerAccount(trx, player);
      await postTransfers(trx, [
        {
          id: transferId('sb-cashout', betId, 'release'),
          debit: openBets,
          credit: wallet,
          amount: stakePart,
          currency: 'TRY',
          code: 'sportsbook_cashout',
        },
      ]);
      await trx
        .updateTable('sb_bet')
        .set(open === null ? { status: 'cashed_out' } : { open_stake_per_line: open })
        .where('id', '=', betId)
        .execute();
    });
  }
});
