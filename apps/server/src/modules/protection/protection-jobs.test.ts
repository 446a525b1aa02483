import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, clock } from '../../lib/clock.ts';
import { type TestApp, testDatabases } from '../../test/harness.ts';
import { endedExclusion, player } from './lift.test-kit.ts';
import { sweepProtection } from './protection-jobs.ts';
import { auditRows, createProtectionApp } from './test-kit.ts';

/** docs/rules.md R40: blocks ending by themselves and lapsed limit requests are audited once (ADR 033). */
describe.each(testDatabases())('the protection sweep on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createProtectionApp(kind);
  });
  afterAll(() => t.close());

  it('rule 40: writes rg_block_ended (system) once per block and rg_limit_request_lapsed once; a second run writes nothing', async () => {
    const rested = await player(t);
    await endedExclusion(t.db, rested.id, 'timeout', HOUR_MS);
    const excluded = await player(t);
    await endedExclusion(t.db, excluded.id, 'self_exclusion', HOUR_MS);
    // An extended time-out: the first row's end passed inside the second, so the block did not end.
    const extended = await player(t);
    await endedExclusion(t.db, extended.id, 'timeout', HOUR_MS);
    await t.db
      .insertInto('rg_exclusion')
      .values({
        customer_id: extended.id,
        kind: 'timeout',
        starts_at: new Date(clock.ms() - DAY_MS),
        ends_at: new Date(clock.ms() + DAY_MS),
        period: '7d',
        reason: null,
        actor_kind: 'player',
        actor_id: extended.id,
      })
      .execute();
    const lapsing = await player(t);
    await t.db
      .insertInto('rg_limit_request')
      .values({
        customer_id: lapsing.id,
        kind: 'deposit',
        period: 'day',
        value: null,
        requested_at: new Date(clock.ms() - 10 * DAY_MS),
        available_at: new Date(clock.ms() - 9 * DAY_MS),
        expires_at: new Date(clock.ms() - 2 * DAY_MS),
        decided_at: null,
      })
      .execute();

    await Promise.all([sweepProtection(t.db), sweepProtection(t.db)]);
    await sweepProtection(t.db);

    expect(await auditRows(t.db, 'rg_block_ended', rested.id)).toMatchObject([
      { actor_kind: 'system', actor_id: null, details: { kind: 'timeout', liftRequired: false } },
    ]);
    expect(await auditRows(t.db, 'rg_block_ended', excluded.id)).toMatchObject([
      { actor_kind: 'system', details: { kind: 'self_exclusion', liftRequired: true } },
    ]);
    expect(await auditRows(t.db, 'rg_block_ended', extended.id)).toHaveLength(0);
    expect(await auditRows(t.db, 'rg_limit_request_lapsed', lapsing.id)).toMatchObject([
      { actor_kind: 'system', details: { kind: 'deposit' } },
    ]);
  });
});
