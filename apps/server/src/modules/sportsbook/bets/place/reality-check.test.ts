import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBalance } from '../../../../core/ledger/index.ts';
import { MINUTE_MS, clock } from '../../../../lib/clock.ts';
import { call } from '../../../../test/accounts.ts';
import { testDatabases } from '../../../../test/harness.ts';
import { assertLedgerSound } from '../../../../test/ledger.ts';
import { createBetsApp, expectOpenBetsBalanced, place, player, single } from './test-kit.ts';

/**
 * docs/rules.md R19 on the server (docs/decisions/046-protection-gaps.md): a sports bet once the
 * reality-check interval has passed since the latest login or acknowledgement is refused
 * REALITY_CHECK_DUE, on the one-trip path too (its gate declines, plain-play.ts), and leaves no
 * trace; POST customer/realitycheck/ack lets the player bet again. The session's figures count
 * sportsbook stakes.
 */
describe.each(testDatabases())('sportsbook stakes and the reality check (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof createBetsApp>>;
  beforeAll(async () => {
    t = await createBetsApp(kind);
  }, 180_000);
  afterAll(() => t.close());

  it('refuses a bet after the interval without an acknowledgement, and accepts it after one', async () => {
    const p = await player(t, 1000);
    t.catalogue.add('rc-1');
    // Two bets: the second takes the one-trip path (plain-stake.ts).
    for (let i = 0; i < 2; i++) expect((await place(t, p.token, single('rc-1'))).statusCode).toBe(200);
    const session = async () =>
      (await call(t.app, 'customer/session', undefined, { token: p.token })).json().data;
    expect(await session()).toMatchObject({ stakes: 20, realityCheckMinutes: 60 });

    // The login was 61 minutes ago.
    await t.db
      .updateTable('customer_session')
      .set({ created_at: new Date(clock.ms() - 61 * MINUTE_MS) })
      .where('customer_id', '=', p.id)
      .execute();
    expect(Date.parse((await session()).nextRealityCheckAt)).toBeLessThanOrEqual(clock.ms());
    const refused = await place(t, p.token, single('rc-1'));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('REALITY_CHECK_DUE');
    expect(await availableBalance(t.db, p.id)).toBe(100_000n - 2_000n);
    const bets = await t.db.selectFrom('sb_bet').select('id').where('customer_id', '=', p.id).execute();
    expect(bets).toHaveLength(2);
    const usage = await t.db
      .selectFrom('rg_usage_day')
      .select('stakes')
      .where('customer_id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(usage.stakes).toBe(2_000n);

    const ack = await call(t.app, 'customer/realitycheck/ack', {}, { token: p.token });
    expect(ack.statusCode, ack.body).toBe(200);
    const next = Date.parse(ack.json().data.nextRealityCheckAt);
    expect(next).toBeGreaterThan(clock.ms() + 59 * MINUTE_MS);
    expect((await place(t, p.token, single('rc-1'))).statusCode).toBe(200);
    expect(await availableBalance(t.db, p.id)).toBe(100_000n - 3_000n);
    expect(await session()).toMatchObject({ stakes: 30 });
    const audit = await t.db
      .selectFrom('auth_audit')
      .select('event')
      .where('event', '=', 'rg_reality_check_ack')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(1);
    await expectOpenBetsBalanced(t.db);
    await assertLedgerSound(t.db);
  });

  it('asks nothing of a player inside the interval', async () => {
    const p = await player(t, 100);
    t.catalogue.add('rc-2');
    await t.db
      .updateTable('customer_session')
      .set({ created_at: new Date(clock.ms() - 59 * MINUTE_MS) })
      .where('customer_id', '=', p.id)
      .execute();
    expect((await place(t, p.token, single('rc-2'))).statusCode).toBe(200);
  });
});
