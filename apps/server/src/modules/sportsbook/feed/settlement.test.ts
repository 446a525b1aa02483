import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb, testDatabases } from '../../../test/harness.ts';
import type { OutcomeResult } from '../../../lib/feed/envelope.ts';
import { envelope, fixture, type Harness, MATCH, recordingSink, startAdapter, T0, x12 } from './test-kit.ts';

const LINE = { eventId: MATCH, marketId: 1, specifiers: '' };
const HOME: OutcomeResult[] = [
  { id: '1', result: 1 },
  { id: '2', result: 0 },
  { id: '3', result: 0 },
];
const AWAY: OutcomeResult[] = [
  { id: '1', result: 0 },
  { id: '2', result: 0 },
  { id: '3', result: 1 },
];
const settle = (certainty: 1 | 2, outcomes: OutcomeResult[], ts = T0 + 100) =>
  envelope('bet_settlement', { certainty, markets: [{ id: 1, specifiers: '', outcomes }] }, { ts });
const ops = (h: Harness) => h.sink.calls.map((c) => `${c.op}:${'generation' in c ? c.generation : ''}`);

describe.each(testDatabases())('sportsbook feed settlement on %s', (kind) => {
  let t: TestDb;
  let h: Harness;
  beforeAll(async () => {
    t = await createTestDb(kind);
  }, 180_000);
  afterAll(() => t?.drop());
  afterEach(async () => {
    await h?.adapter.stop();
    for (const table of [
      'sb_event',
      'feed_inbox',
      'feed_producer',
      'sb_line_result',
      'sb_line_cancel',
    ] as const)
      await t.db.deleteFrom(table).execute();
  });

  async function priced() {
    h = await startAdapter(t.db);
    await h.adapter.handle(fixture(MATCH));
    await h.adapter.handle(envelope('odds_change', { markets: [x12([1800, 3400, 4200])] }));
  }

  it('settles on certainty 1 with generation 1, marks the line settled, and a replay is a no-op', async () => {
    await priced();
    await h.adapter.handle(settle(1, HOME));
    await h.adapter.handle(settle(1, HOME));
    expect(h.sink.calls).toEqual([{ op: 'settle', line: LINE, generation: 1, outcomes: HOME }]);
    expect(h.adapter.catalogue.line(MATCH, 1, '')!.status).toBe('settled');
    const rows = await t.db.selectFrom('sb_line_result').select(['generation', 'applied_at']).execute();
    expect(rows).toEqual([{ generation: 1, applied_at: expect.any(Date) }]);
  });

  it('certainty 2 with the same result moves nothing; a different one rolls back and settles g+1', async () => {
    await priced();
    await h.adapter.handle(settle(1, HOME));
    await h.adapter.handle(settle(2, [...HOME].reverse(), T0 + 200));
    expect(ops(h)).toEqual(['settle:1']);
    await h.adapter.handle(settle(2, AWAY, T0 + 300));
    expect(ops(h)).toEqual(['settle:1', 'rollbackSettlement:1', 'settle:2']);
    expect(h.sink.calls[2]).toMatchObject({ outcomes: AWAY });
  });

  it('a rollback undoes the current generation and the next settlement takes a new one', async () => {
    await priced();
    await h.adapter.handle(settle(1, HOME));
    await h.adapter.handle(
      envelope('rollback_bet_settlement', { markets: [{ id: 1, specifiers: '' }] }, { ts: T0 + 150 }),
    );
    expect(h.adapter.catalogue.line(MATCH, 1, '')!.status).toBe('suspended');
    await h.adapter.handle(settle(1, HOME, T0 + 200));
    expect(ops(h)).toEqual(['settle:1', 'rollbackSettlement:1', 'settle:2']);
  });

  it('cancels a window and rolls the matching cancel back', async () => {
    await priced();
    const window = { startTime: T0 - 60_000, endTime: T0 };
    const cancel = envelope('bet_cancel', {
      ...window,
      markets: [{ id: 1, specifiers: '', voidReason: 12 }],
    });
    await h.adapter.handle(cancel);
    await h.adapter.handle(cancel);
    // Another window is not rolled back; the same window is.
    const other = { startTime: T0 - 1, endTime: T0 };
    await h.adapter.handle(
      envelope('rollback_bet_cancel', { ...other, markets: [{ id: 1, specifiers: '' }] }, { ts: T0 + 1 }),
    );
    await h.adapter.handle(
      envelope('rollback_bet_cancel', { ...window, markets: [{ id: 1, specifiers: '' }] }, { ts: T0 + 2 }),
    );
    expect(h.sink.calls).toEqual([
      {
        op: 'cancel',
        line: LINE,
        cancelId: expect.stringMatching(/^[0-9a-f]{64}$/),
        from: T0 - 60_000,
        to: T0,
        voidReason: 12,
      },
      { op: 'rollbackCancel', line: LINE, cancelId: (h.sink.calls[0] as { cancelId: string }).cancelId },
    ]);
    // A cancel of the whole line cancels it.
    await h.adapter.handle(envelope('bet_cancel', { markets: [{ id: 1, specifiers: '' }] }, { ts: T0 + 3 }));
    expect(h.sink.calls[2]).toMatchObject({ op: 'cancel', from: null, to: null });
    expect(h.sink.calls[2]).not.toHaveProperty('voidReason');
    expect(h.adapter.catalogue.line(MATCH, 1, '')!.status).toBe('cancelled');
    const rows = await t.db.selectFrom('sb_line_cancel').select(['from_ms', 'void_reason']).execute();
    const reasons = rows.map((r) => [r.from_ms === null ? null : Number(r.from_ms), r.void_reason]);
    expect(reasons).toHaveLength(2);
    expect(reasons).toEqual(
      expect.arrayContaining([
        [T0 - 60_000, 12],
        [null, null],
      ]),
    );
  });

  it('keeps the market’s void reason with the result and hands it to the bets, also when re-driven', async () => {
    await priced();
    const voided = envelope(
      'bet_settlement',
      { certainty: 1, markets: [{ id: 1, specifiers: '', voidReason: 5, outcomes: HOME }] },
      { ts: T0 + 100 },
    );
    h.sink.failNext();
    await expect(h.adapter.handle(voided)).rejects.toThrow('sink down');
    const rows = await t.db.selectFrom('sb_line_result').select(['generation', 'void_reason']).execute();
    expect(rows).toEqual([{ generation: 1, void_reason: 5 }]);
    await h.adapter.stop();

    const sink = recordingSink();
    h = await startAdapter(t.db, { sink });
    expect(sink.calls).toEqual([{ op: 'settle', line: LINE, generation: 1, outcomes: HOME, voidReason: 5 }]);
    // A correction without a reason carries none.
    await h.adapter.handle(settle(2, AWAY, T0 + 200));
    expect(sink.calls[2]).toEqual({ op: 'settle', line: LINE, generation: 2, outcomes: AWAY });
  });

  it('two adapters on one database given the same settlement call the sink once in total', async () => {
    await priced();
    const other = await startAdapter(t.db, { sink: recordingSink() });
    try {
      await Promise.all([h.adapter.handle(settle(1, HOME)), other.adapter.handle(settle(1, HOME))]);
      await Promise.all([
        h.adapter.handle(settle(2, AWAY, T0 + 200)),
        other.adapter.handle(settle(2, AWAY, T0 + 200)),
      ]);
      expect([...ops(h), ...ops(other)].sort()).toEqual(['rollbackSettlement:1', 'settle:1', 'settle:2']);
    } finally {
      await other.adapter.stop();
    }
  });

  it('re-drives at start a settlement recorded before the bets confirmed it', async () => {
    await priced();
    h.sink.failNext();
    await expect(h.adapter.handle(settle(1, HOME))).rejects.toThrow('sink down');
    expect(h.sink.calls).toEqual([]);
    await h.adapter.stop();

    const sink = recordingSink();
    h = await startAdapter(t.db, { sink });
    expect(sink.calls).toEqual([{ op: 'settle', line: LINE, generation: 1, outcomes: HOME }]);
    // The feed's replay of the message changes nothing.
    await h.adapter.handle(settle(1, HOME));
    expect(sink.calls).toHaveLength(1);
  });
});
