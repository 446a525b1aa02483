import { NotificationKind } from '@lalebet/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock, controlClock } from '../../lib/clock.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { assertLedgerSound } from '../../test/ledger.ts';
import { bonusKurus, definitionId, verifiedPlayer } from './test-kit.ts';

const DAY = 86_400_000;

describe.each(testDatabases())('bonus expiry on %s', (kind) => {
  let t: TestApp;
  let free: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    free = await definitionId(t.db, 'free-spins-cash-25');
  });
  afterAll(() => t.close());
  afterEach(() => clock.reset());

  const statusOf = async (customerId: bigint) =>
    (
      await t.db
        .selectFrom('customer_bonus')
        .select(['status', 'close_transfer_id'])
        .where('customer_id', '=', customerId)
        .executeTakeFirstOrThrow()
    ).status;

  it('removes what is left of the bonus balance once the validity days are over, once, and tells the customer', async () => {
    const time = controlClock();
    const p = await verifiedPlayer(t.app, t.db);
    expect((await p.as('bonus/claim', { definitionId: free })).statusCode).toBe(200);
    expect(await bonusKurus(t.db, p.id)).toBe(2500n);

    time.advance(6 * DAY);
    await t.app.bonuses.expire();
    expect(await statusOf(p.id)).toBe('active');

    time.advance(1 * DAY + 1);
    expect(await t.app.bonuses.expire()).toBeGreaterThanOrEqual(1);
    expect(await statusOf(p.id)).toBe('expired');
    expect(await bonusKurus(t.db, p.id)).toBe(0n);
    const removal = await t.db
      .selectFrom('ledger_transfer')
      .select(['code', 'amount'])
      .where('code', '=', 'bonus_expire')
      .where(({ ref }) => ref('metadata', '->>').key('customerBonusId' as never), 'is not', null)
      .execute();
    expect(removal).toContainEqual({ code: 'bonus_expire', amount: 2500n });
    const notes = await t.db
      .selectFrom('notification')
      .select(['type', 'title_en'])
      .where('customer_id', '=', p.id)
      .orderBy('id')
      .execute();
    expect(notes.at(-1)).toEqual({ type: NotificationKind.Bonus, title_en: 'Bonus expired' });

    expect(await t.app.bonuses.expire()).toBe(0);
    await assertLedgerSound(t.db);
  });

  it('expires each bonus once when two sweeps race', async () => {
    const time = controlClock();
    const p = await verifiedPlayer(t.app, t.db);
    expect((await p.as('bonus/claim', { definitionId: free })).statusCode).toBe(200);
    time.advance(8 * DAY);
    const [a, b] = await Promise.all([t.app.bonuses.expire(), t.app.bonuses.expire()]);
    expect(a + b).toBe(1);
    expect(await bonusKurus(t.db, p.id)).toBe(0n);
    await assertLedgerSound(t.db);
  });
});
