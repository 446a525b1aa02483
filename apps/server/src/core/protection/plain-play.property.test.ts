import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../lib/clock.ts';
import { insertCustomers } from '../../test/customers.ts';
import { type TestDb, createTestDb, testDatabases } from '../../test/harness.ts';
import { seededRandom } from '../../test/seeded-random.ts';
import { guardStakeWithFacts } from './limits.ts';
import { readPlayFacts } from './play-facts.ts';
import { plainPlay } from './plain-play.ts';
import { type ProtectionState, applyState, randomState } from './random-states.test-kit.ts';

const CASES = 40;
class RolledBack extends Error {}

/**
 * The SQL gate of the one-trip placement restates player protection (plain-play.ts); this keeps
 * the restatement from drifting: for random protection states, wherever plainPlay says "plain",
 * the TypeScript guard on the full facts (limits.ts guardStakeWithFacts) refuses nothing, raises
 * no alert and finds no limit to check. The other way round is allowed (the gate is wider).
 */
describe.each(testDatabases())('property: plainPlay implies the stake guard finds nothing (%s)', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  }, 180_000);
  afterAll(() => t?.drop());

  /** The guard's answer on the full facts, in a transaction rolled back so it counts nothing. */
  async function guarded(customerId: bigint) {
    let answer: { refused: string } | { alerts: number; limits: number } | undefined;
    await t.db
      .transaction()
      .execute(async (trx) => {
        const facts = await readPlayFacts(trx, customerId, clock.now());
        const stake = { customerId, currency: 'TRY', amount: 1000n, source: 'sportsbook' as const };
        answer = await guardStakeWithFacts(trx, stake, facts).then(
          (g) => ({ alerts: g.alerts.length, limits: facts.limits.length }),
          (err: { code?: string }) => ({ refused: String(err.code) }),
        );
        throw new RolledBack();
      })
      .catch((err: unknown) => {
        if (!(err instanceof RolledBack)) throw err;
      });
    return answer!;
  }

  it(`holds for ${CASES} random players`, async () => {
    const random = seededRandom();
    const ids = await insertCustomers(t.db, CASES, `pp${random.seed}x`);
    const seen: { state: ProtectionState; plain: boolean; guard: Awaited<ReturnType<typeof guarded>> }[] = [];
    for (const id of ids) {
      const state = randomState(random);
      await applyState(t.db, id, state);
      const { rows } = await sql<{ plain: boolean }>`select ${plainPlay(id)} as plain`.execute(t.db);
      seen.push({ state, plain: rows[0]!.plain, guard: await guarded(id) });
    }
    const drifted = seen.filter(
      (s) => s.plain && !('alerts' in s.guard && s.guard.alerts + s.guard.limits === 0),
    );
    expect(drifted, `seed ${random.seed}`).toEqual([]);
    // Not vacuous: both sides of the gate were drawn.
    expect(seen.filter((s) => s.plain).length, `seed ${random.seed}`).toBeGreaterThan(0);
    expect(seen.filter((s) => !s.plain).length, `seed ${random.seed}`).toBeGreaterThan(0);
  });
});
