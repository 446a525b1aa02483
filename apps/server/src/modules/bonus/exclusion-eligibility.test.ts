import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../lib/clock.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { setExclusionRow } from '../../core/protection/test-kit.ts';
import { definitionId, verifiedPlayer } from './test-kit.ts';

/**
 * docs/rules.md R23 and R27 (docs/decisions/025-exclusions-and-sessions.md):
 * from the moment a block row is live, no offer is claimable and a claim is refused with the
 * block's code. The row is written directly so the session survives to ask (the exclusion routes
 * would end it: that is tested in modules/protection).
 */
describe.each(testDatabases())('bonus offers during an exclusion on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  it('rules 23, 27: offers turn unavailable and claims are refused SELF_EXCLUDED', async () => {
    const p = await verifiedPlayer(t.app, t.db);
    const free = await definitionId(t.db, 'free-spins-cash-25');
    const reason = async () => {
      const list = (await p.as('bonus/list')).json().data as {
        definition: { id: number };
        reason: string | null;
      }[];
      return list.find((o) => o.definition.id === free)?.reason;
    };
    expect(await reason()).toBeNull();
    const now = clock.now();
    await setExclusionRow(t.db, p.id, 'self_exclusion', {
      startsAt: now,
      endsAt: new Date(now.getTime() + 86_400_000 * 200),
      period: '6m',
    });
    expect(await reason()).toBe('notAvailable');
    const res = await p.as('bonus/claim', { definitionId: free });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'SELF_EXCLUDED', data: { kind: 'self_exclusion' } });
    expect(
      await t.db.selectFrom('customer_bonus').select('id').where('customer_id', '=', p.id).execute(),
    ).toEqual([]);
  });
});
