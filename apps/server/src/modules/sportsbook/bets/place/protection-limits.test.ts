import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBalance } from '../../../../core/ledger/index.ts';
import { setLimitRow } from '../../../../core/protection/test-kit.ts';
import { testDatabases } from '../../../../test/harness.ts';
import { assertLedgerSound } from '../../../../test/ledger.ts';
import { createBetsApp, expectOpenBetsBalanced, place, player, single } from './test-kit.ts';

/** Wager and loss limits at the sports stake (docs/decisions/024-player-protection.md, docs/rules.md R8). */
describe.each(testDatabases())('sportsbook stakes and player-protection limits (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof createBetsApp>>;
  beforeAll(async () => {
    t = await createBetsApp(kind);
  }, 180_000);
  afterAll(() => t.close());

  it('rule 8: 20 bets at once at a wager limit edge never pass it', async () => {
    const p = await player(t, 1000);
    await setLimitRow(t.db, p.id, 'wager', 'day', 10_000n);
    t.catalogue.add('rg-wager');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => place(t, p.token, single('rg-wager', 1.85, { stake: 10 }))),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(10);
    expect(codes.filter((c) => c === 'WAGER_LIMIT')).toHaveLength(10);
    const refusal = answers.find((a) => a.statusCode !== 200)!.json();
    expect(refusal.data).toEqual({ kind: 'wager', period: 'day', limit: 100, used: 100, left: 0 });
    expect(await availableBalance(t.db, p.id)).toBe(100_000n - 10_000n);
    await expectOpenBetsBalanced(t.db);
    await assertLedgerSound(t.db);
  });

  it('rule 8: 20 bets at once at a loss limit edge never pass it, and a refused bet leaves no trace', async () => {
    const p = await player(t, 1000);
    await setLimitRow(t.db, p.id, 'loss', 'week', 5_000n);
    t.catalogue.add('rg-loss');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => place(t, p.token, single('rg-loss', 1.85, { stake: 10 }))),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(5);
    expect(codes.filter((c) => c === 'LOSS_LIMIT')).toHaveLength(15);
    const bets = await t.db.selectFrom('sb_bet').select('id').where('customer_id', '=', p.id).execute();
    expect(bets).toHaveLength(5);
    await assertLedgerSound(t.db);
  });
});
