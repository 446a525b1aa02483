import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUB88_PATHS, RS } from '../../lib/hub88/protocol.ts';
import { type TestApp, testDatabases } from '../../test/harness.ts';
import { type Player, betRequest, callWallet, createPlayer, createWalletTestApp } from '../../test/wallet.ts';

describe.each(testDatabases())('refused hub88 signatures on %s', (kind) => {
  let t: TestApp;
  let p: Player;
  beforeAll(async () => {
    t = await createWalletTestApp(kind);
    p = await createPlayer(t.db, { balance: 10_000n });
  });
  afterAll(() => t.close());

  it('are counted as security events, one row per refused call; signed calls add none', async () => {
    const bad = await callWallet(t.app, HUB88_PATHS.bet, betRequest(p), { sign: 'bad' });
    expect(bad.json().status).toBe(RS.INVALID_SIGNATURE);
    const unsigned = await callWallet(
      t.app,
      HUB88_PATHS.userBalance,
      { user: p.user, request_uuid: 'r1' },
      { sign: 'none' },
    );
    expect(unsigned.json().status).toBe(RS.INVALID_SIGNATURE);
    await callWallet(t.app, HUB88_PATHS.bet, betRequest(p));

    const rows = await t.db.selectFrom('security_event').selectAll().orderBy('id').execute();
    expect(rows.map((r) => [r.kind, r.source, r.reason, r.request_id])).toEqual([
      ['hub88.signature', HUB88_PATHS.bet, 'signature', bad.headers['x-request-id']],
      ['hub88.signature', HUB88_PATHS.userBalance, 'signature', unsigned.headers['x-request-id']],
    ]);
  });
});
