import { PassThrough } from 'node:stream';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { HUB88_PATHS, RS } from '../../lib/hub88/protocol.ts';
import { testDatabases } from '../../test/harness.ts';
import {
  betRequest,
  callWallet,
  createPlayer,
  useWalletApp,
  rollbackRequest,
  units,
  winRequest,
} from '../../test/wallet.ts';

describe.each(testDatabases())('hub88 user/info, user/balance and failures on %s', (kind) => {
  const logs: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (line: Buffer) => logs.push(String(line)));
  const t = useWalletApp(kind, { logStream });
  const { call } = t;

  it('user/info gives country and currency and nothing personal, the same on every replay', async () => {
    const p = await createPlayer(t.db);
    const { code } = await t.db
      .selectFrom('customer')
      .innerJoin('country', 'country.id', 'customer.country_id')
      .select('country.code')
      .where('customer.id', '=', p.customerId)
      .executeTakeFirstOrThrow();
    const body = { user: p.user, request_uuid: 'info-1' };
    const expected = { status: RS.OK, request_uuid: 'info-1', user: p.user, country: code, currency: 'TRY' };
    expect(await call(HUB88_PATHS.userInfo, body)).toEqual(expected);
    expect(await call(HUB88_PATHS.userInfo, body)).toEqual(expected);
    expect(await call(HUB88_PATHS.userInfo, { user: '00000003', request_uuid: 'info-2' })).toEqual({
      status: RS.INVALID_TOKEN,
      request_uuid: 'info-2',
      user: '00000003',
    });
  });

  it('user/balance needs the user’s unexpired token and answers the balance in units', async () => {
    const p = await createPlayer(t.db, { balance: 12_345n });
    const body = { user: p.user, token: p.token, request_uuid: 'bal-1', game_code: 'x' };
    const expected = {
      status: RS.OK,
      request_uuid: 'bal-1',
      user: p.user,
      currency: 'TRY',
      balance: units(12_345n),
    };
    expect(await call(HUB88_PATHS.userBalance, body)).toEqual(expected);
    expect(await call(HUB88_PATHS.userBalance, body)).toEqual(expected);
    const other = await createPlayer(t.db);
    expect((await call(HUB88_PATHS.userBalance, { ...body, token: 'nope' })).status).toBe(RS.INVALID_TOKEN);
    expect((await call(HUB88_PATHS.userBalance, { ...body, token: other.token })).status).toBe(
      RS.INVALID_TOKEN,
    );
    const expired = await createPlayer(t.db, { expired: true });
    expect(
      await call(HUB88_PATHS.userBalance, {
        user: expired.user,
        token: expired.token,
        request_uuid: 'bal-2',
      }),
    ).toEqual({ status: RS.TOKEN_EXPIRED, request_uuid: 'bal-2', user: expired.user });
  });

  it('never logs a launch token', async () => {
    const p = await createPlayer(t.db, { balance: 10_000n });
    const bet = betRequest(p);
    await call(HUB88_PATHS.userBalance, { user: p.user, token: p.token, request_uuid: 'log-1' });
    await call(HUB88_PATHS.bet, bet);
    await call(HUB88_PATHS.win, winRequest(p, bet, { amount: 200_000 }));
    await call(HUB88_PATHS.rollback, rollbackRequest(p, bet)); // settled round: warns for ops
    expect(logs.some((l) => l.includes('rollback not refunded'))).toBe(true);
    expect(logs.some((l) => l.includes(p.token))).toBe(false);
  });

  it('answers RS_ERROR_UNKNOWN with request_uuid on an unexpected failure, logging it without internals in the answer', async () => {
    const p = await createPlayer(t.db, { balance: 10_000n });
    await sql`alter table wallet_transaction rename to wallet_transaction_away`.execute(t.db);
    try {
      const bet = betRequest(p);
      const res = await callWallet(t.app, HUB88_PATHS.bet, bet);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: RS.UNKNOWN, request_uuid: bet.request_uuid });
    } finally {
      await sql`alter table wallet_transaction_away rename to wallet_transaction`.execute(t.db);
    }
    expect(logs.some((l) => l.includes('hub88 wallet: unexpected error'))).toBe(true);
    expect(logs.some((l) => l.includes(p.token))).toBe(false);
  });

  it('answers WRONG_SYNTAX, still HTTP 200, for a body over the size limit', async () => {
    const res = await callWallet(t.app, HUB88_PATHS.bet, JSON.stringify({ pad: 'x'.repeat(70_000) }));
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(RS.WRONG_SYNTAX);
  });
});
