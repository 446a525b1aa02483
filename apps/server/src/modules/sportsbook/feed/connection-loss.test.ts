import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb, testDatabases } from '../../../test/harness.ts';
import { envelope, fixture, type Harness, MATCH, startAdapter, T0, x12 } from './test-kit.ts';
import { PRODUCER_SILENCE_MS, RECOVERY_TIMEOUT_MS } from './producers.ts';

/**
 * A lost feed connection (infra/feed/reconnecting-transport.ts): every producer is down at once,
 * and on reconnecting each recovers from its last processed feed time; only snapshot_complete
 * reopens its markets.
 */
describe.each(testDatabases())('feed adapter across a lost connection on %s', (kind) => {
  let t: TestDb;
  let h: Harness;
  beforeAll(async () => {
    t = await createTestDb(kind);
  }, 180_000);
  afterAll(() => t?.drop());
  afterEach(async () => {
    await h?.adapter.stop();
    await t.db.deleteFrom('sb_event').execute();
    await t.db.deleteFrom('feed_producer').execute();
  });

  const status = () => h.adapter.catalogue.line(MATCH, 1, '')!.status;
  const aliveAt = (producer: 1 | 3, ms: number) =>
    h.adapter.handle(envelope('alive', { subscribed: true }, { producer, ts: T0 + ms }));

  it('suspends every producer on the loss and reopens each only after its own snapshot', async () => {
    h = await startAdapter(t.db);
    await h.adapter.handle(fixture(MATCH));
    await h.adapter.handle(envelope('odds_change', { markets: [x12([1800, 3400, 4200])] }));
    await aliveAt(3, 5_000);
    await aliveAt(1, 6_000);
    expect(status()).toBe('active');
    const requested = h.recoveries.length;

    h.adapter.connectionLost();
    expect(status()).toBe('suspended');
    // While down nothing is asked for, however long it lasts (there is nothing to ask it on).
    h.clock.advance(PRODUCER_SILENCE_MS + RECOVERY_TIMEOUT_MS);
    h.adapter.checkProducers();
    expect(h.recoveries.length).toBe(requested);

    h.adapter.reconnected();
    expect(h.recoveries.slice(requested)).toEqual([
      { producer: 1, after: T0 + 6_000, requestId: expect.any(Number) },
      { producer: 3, after: T0 + 5_000, requestId: expect.any(Number) },
    ]);
    // Odds during the recovery are kept but do not reopen; the live producer's snapshot does not either.
    await h.adapter.handle(
      envelope('odds_change', { markets: [x12([1700, 3500, 4500])] }, { ts: T0 + 7_000 }),
    );
    await h.recovered(1);
    expect(status()).toBe('suspended');
    await h.recovered(3);
    expect(status()).toBe('active');
    expect(h.adapter.catalogue.line(MATCH, 1, '')!.outcomes.get('1')!.oddsMilli).toBe(1700);
  });

  it('ignores the snapshot of a recovery asked before the loss, and asks once after it', async () => {
    h = await startAdapter(t.db);
    await h.adapter.handle(fixture(MATCH));
    await h.adapter.handle(envelope('odds_change', { markets: [x12([1800, 3400, 4200])] }));
    // The pre-match producer goes silent and comes back: a recovery is under way when the link drops.
    h.clock.advance(PRODUCER_SILENCE_MS + 1);
    await aliveAt(1, PRODUCER_SILENCE_MS);
    h.adapter.checkProducers();
    await aliveAt(3, PRODUCER_SILENCE_MS + 1);
    const before = h.recoveries.at(-1)!;
    expect(before.producer).toBe(3);

    h.adapter.connectionLost();
    await h.adapter.handle(envelope('snapshot_complete', {}, { producer: 3, requestId: before.requestId }));
    expect(status()).toBe('suspended');

    // An `alive` delivered on the new connection asks first; reconnecting does not ask again.
    await aliveAt(3, PRODUCER_SILENCE_MS + 2);
    const count = h.recoveries.length;
    h.adapter.reconnected();
    expect(h.recoveries.slice(count).map((r) => r.producer)).toEqual([1]);
    await h.recovered(1);
    await h.recovered(3);
    expect(status()).toBe('active');
  });
});
