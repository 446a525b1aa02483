import { describe, expect, it } from 'vitest';
import { HUB88_PATHS, RS } from '../../lib/hub88/protocol.ts';
import { balanceNoticesSent } from '../../infra/cache/balance-notices.ts';
import { portOf, writesDuring } from '../../test/socket-writes.ts';
import { betRequest, createPlayer, units, useWalletApp, winRequest } from '../../test/wallet.ts';

const url = process.env.TEST_DATABASE_URL;
if (!url) console.log('skipping the wallet round-trip test: TEST_DATABASE_URL is not set');

/**
 * The bet's and the win's round trips to PostgreSQL (docs/decisions/050-hot-path-seams.md): begin, the advisory lock and the opening read (with the protection facts)
 * go in one write, then the insert with the commit behind it (db/then-commit.ts);
 * then the balance notice, sent after the commit.
 */
describe.skipIf(!url)('perf contract: hub88 wallet round trips on postgres', () => {
  const t = useWalletApp('postgres');

  it('a bet and a win of a player without limits or bonus take two round trips each, and one notice', async () => {
    const p = await createPlayer(t.db, { balance: 10_000n });
    const warm = betRequest(p, { amount: units(100n) });
    expect((await t.call(HUB88_PATHS.bet, warm)).status).toBe(RS.OK);
    expect((await t.call(HUB88_PATHS.win, winRequest(p, warm, { amount: units(50n) }))).status).toBe(RS.OK);
    await balanceNoticesSent(t.db);

    const bet = betRequest(p, { amount: units(200n) });
    let answer: { status: string } | undefined;
    const betWrites = await writesDuring(portOf(url!), async () => {
      answer = await t.call(HUB88_PATHS.bet, bet);
      await balanceNoticesSent(t.db);
    });
    expect(answer?.status).toBe(RS.OK);
    const winWrites = await writesDuring(portOf(url!), async () => {
      answer = await t.call(HUB88_PATHS.win, winRequest(p, bet, { amount: units(300n) }));
      await balanceNoticesSent(t.db);
    });
    expect(answer?.status).toBe(RS.OK);
    expect([betWrites, winWrites]).toEqual([3, 3]);
  });
});
