import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setOption } from '../../../../test/accounts.ts';
import { testDatabases } from '../../../../test/harness.ts';
import { assertLedgerSound } from '../../../../test/ledger.ts';
import { line, recordingNotifier } from '../settle/bets.test-kit.ts';
import { createSettlementSink } from '../settle/sink.ts';
import {
  createBetsApp,
  expectExposureOfOpenBets,
  expectOpenBetsBalanced,
  place,
  player,
  sel,
  single,
} from './test-kit.ts';

const double = (a: string, b: string, stake: number) => ({
  ...single(a, 2, { stake }),
  kind: 'multiple' as const,
  selections: [sel(a, 2), sel(b, 2)],
});
const lost = [
  { id: '1', result: 0 as const },
  { id: '2', result: 1 as const },
];
const won = [
  { id: '1', result: 1 as const },
  { id: '2', result: 0 as const },
];

/** sb_exposure counts open bets only (docs/decisions/084-exposure-of-open-bets-and-scoped-limits.md). */
describe.each(testDatabases())('exposure of open bets (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof createBetsApp>>;
  let sink: ReturnType<typeof createSettlementSink>;
  const liabilityOf = async (eventId: string) =>
    (
      await t.db
        .selectFrom('sb_exposure')
        .select('liability')
        .where('event_id', '=', eventId)
        .where('outcome_id', '=', '1')
        .executeTakeFirstOrThrow()
    ).liability;

  beforeAll(async () => {
    t = await createBetsApp(kind);
    sink = createSettlementSink({ db: t.db, notifier: recordingNotifier().notifier, chunkSize: 3 });
  }, 180_000);
  afterAll(async () => {
    await setOption(t.db, 'sportsbook.maxliability', '500000');
    await t.close();
  });

  it('a settled bet leaves the liability cap; a rolled-back one comes back', async () => {
    const p = await player(t, 1000);
    for (const e of ['xb', 'xc']) t.catalogue.add(e, [2000, 3000, 4000]);
    await setOption(t.db, 'sportsbook.maxliability', '300');
    // 100 ₺ on a double at 4.00: 300 ₺ of liability on xb/1 and on xc/1.
    expect((await place(t, p.token, double('xb', 'xc', 100))).json().data.status).toBe('open');
    const refused = await place(t, p.token, single('xb', 2, { stake: 50 }));
    expect(refused.json()).toMatchObject({ code: 'LIABILITY_LIMIT' });

    await sink.settle(line('xc'), 1, lost);
    expect(await liabilityOf('xb')).toBe(30_000n); // a leg lost, the bet still open until xb ends
    await sink.settle(line('xb'), 1, won);
    expect([await liabilityOf('xb'), await liabilityOf('xc')]).toEqual([0n, 0n]);
    // The fake catalogue still offers xb: the cap now sees only open bets.
    expect((await place(t, p.token, single('xb', 2, { stake: 50 }))).json().data.status).toBe('open');
    await expectExposureOfOpenBets(t.db);

    await sink.rollbackSettlement(line('xb'), 1);
    expect(await liabilityOf('xb')).toBe(35_000n);
    await expectExposureOfOpenBets(t.db);
    await sink.settle(line('xb'), 2, lost);
    expect(await liabilityOf('xb')).toBe(0n);
    await expectExposureOfOpenBets(t.db);
    await expectOpenBetsBalanced(t.db);
    await assertLedgerSound(t.db);
  });

  it('settlement and placement at once: no deadlock, the cap holds, exposure equals the open bets', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => player(t, 1000)));
    for (const e of ['ra', 'rb']) t.catalogue.add(e, [2000, 3000, 4000]);
    await setOption(t.db, 'sportsbook.maxliability', '100000');
    // 12 doubles of 10 ₺ at 4.00: 360 ₺ on ra/1 and rb/1; rb lost, so ra's result closes them.
    for (let i = 0; i < 12; i++) {
      const res = await place(t, players[i % 4]!.token, double('ra', 'rb', 10));
      expect(res.json().data.status).toBe('open');
    }
    await sink.settle(line('rb'), 1, lost);
    await setOption(t.db, 'sportsbook.maxliability', '500');
    // Singles on both outcomes while ra settles in chunks of 3 bets (each chunk moves both rows).
    const singles = Array.from({ length: 24 }, (_, i) =>
      place(t, players[i % 4]!.token, single(i % 2 ? 'ra' : 'rb', 2, { stake: 10 })),
    );
    const [answers] = await Promise.all([Promise.all(singles), sink.settle(line('ra'), 1, won)]);
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().code));
    expect(codes.filter((c) => c !== 'ok' && c !== 'LIABILITY_LIMIT')).toEqual([]);
    // 140 ₺ of room beside the doubles even before any of them closed: 14 singles of 10 ₺.
    expect(codes.filter((c) => c === 'ok').length).toBeGreaterThanOrEqual(14);
    for (const e of ['ra', 'rb']) expect(await liabilityOf(e)).toBeLessThanOrEqual(50_000n);
    await expectExposureOfOpenBets(t.db);
    await expectOpenBetsBalanced(t.db);
    await assertLedgerSound(t.db);
  });
});
