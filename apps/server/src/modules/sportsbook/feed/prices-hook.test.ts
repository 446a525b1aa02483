import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/harness.ts';
import { envelope, fixture, MATCH, startAdapter, T0, x12 } from './test-kit.ts';

/**
 * The adapter's price hook, auto cash-out's trigger (docs/decisions/074-auto-cash-out.md):
 * called once per odds_change that moved a line, never for one that changed nothing or for a
 * bet stop (those can only make cash-out unavailable).
 */
describe('sportsbook feed price hook', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb('pglite');
  }, 180_000);
  afterAll(() => t?.drop());

  it('marks the event when a price moved, not for the same prices or a bet stop', async () => {
    const marked: string[] = [];
    const h = await startAdapter(t.db, { onPrices: (id) => marked.push(id) });
    const odds = (o: [number, number, number], ts: number) =>
      h.adapter.handle(envelope('odds_change', { markets: [x12(o)] }, { ts }));
    await h.adapter.handle(fixture(MATCH));
    await odds([1800, 3400, 4200], T0 + 1);
    expect(marked).toEqual([MATCH]);
    await odds([1800, 3400, 4200], T0 + 2);
    await h.adapter.handle(envelope('bet_stop', { groups: 'all' }, { ts: T0 + 3 }));
    expect(marked).toEqual([MATCH]);
    await odds([1700, 3500, 4400], T0 + 4);
    expect(marked).toEqual([MATCH, MATCH]);
    await h.adapter.stop();
  });
});
