import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/harness.ts';
import { holdKey } from './catalogue-store.ts';
import { envelope, fixture, MATCH, startAdapter, T0, total, x12 } from './test-kit.ts';

/**
 * The catalogue's seam for traders' suspensions (docs/decisions/078-trading-desk.md): a held
 * line stays suspended through the feed's prices and a producer's recovery, and a release
 * shows what the feed says now; each move is pushed.
 */
describe('manual holds in the catalogue', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb('pglite');
  }, 120_000);
  afterAll(() => t.drop());

  const none = { events: new Set<string>(), lines: new Set<string>() };
  const odds = (a: [number, number, number], ts: number) =>
    envelope('odds_change', { markets: [x12(a), total('2.5', 1900, 1900)] }, { ts });

  it('holds a line through prices and a producer’s recovery, and releases it to the feed’s word', async () => {
    const h = await startAdapter(t.db);
    await h.adapter.handle(fixture(MATCH));
    await h.adapter.handle(odds([1800, 3400, 4200], T0));
    const line = () => h.adapter.catalogue.line(MATCH, 1, '')!;

    h.adapter.setHolds({ events: new Set(), lines: new Set([holdKey(MATCH, 1, '')]) });
    expect(line().status).toBe('suspended');
    expect(h.adapter.catalogue.line(MATCH, 18, 'total=2.5')!.status).toBe('active');
    await h.adapter.handle(odds([1700, 3500, 4500], T0 + 1));
    expect(line().status).toBe('suspended');
    expect(line().outcomes.get('1')!.oddsMilli).toBe(1700);

    // The producer goes silent and recovers: the other line reopens, the held one does not.
    h.clock.advance(25_000);
    h.adapter.checkProducers();
    await h.adapter.handle(envelope('alive', { subscribed: true }, { producer: 3, ts: T0 + 25_000 }));
    await h.recovered(3);
    expect(h.adapter.catalogue.line(MATCH, 18, 'total=2.5')!.status).toBe('active');
    expect(line().status).toBe('suspended');

    // A whole event, then nothing held: every line follows the feed again.
    h.adapter.setHolds({ events: new Set([MATCH]), lines: new Set() });
    expect(h.adapter.catalogue.line(MATCH, 18, 'total=2.5')!.status).toBe('suspended');
    const suspensions = line().suspensions;
    await new Promise((r) => setTimeout(r, 250));
    h.published.length = 0;
    h.adapter.setHolds(none);
    expect(line().status).toBe('active');
    expect(line().suspensions).toBe(suspensions);
    // Pushed within the push interval; waited for, as a loaded machine runs timers late.
    await vi.waitFor(() => expect(JSON.stringify(h.published)).toContain('"status":"active"'));
    await h.adapter.stop();
  });
});
