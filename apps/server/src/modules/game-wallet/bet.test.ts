import { describe, expect, it } from 'vitest';
import { HUB88_PATHS, RS } from '../../lib/hub88/protocol.ts';
import { testDatabases } from '../../test/harness.ts';
import {
  DISABLED_GAME,
  OTHER_GAME,
  type Player,
  balanceOf,
  betRequest,
  callWallet,
  createPlayer,
  useWalletApp,
  newGameSession,
  units,
} from '../../test/wallet.ts';

const START = 10_000n; // 100 TRY in kuruş

describe.each(testDatabases())('hub88 transaction/bet on %s', (kind) => {
  const t = useWalletApp(kind);

  const bet = (body: object) => callWallet(t.app, HUB88_PATHS.bet, body);

  it('debits an accepted bet and answers with the new balance, user, currency and request_uuid', async () => {
    const p = await createPlayer(t.db, { balance: START });
    const body = betRequest(p, { amount: 2_500_000 }); // 25 TRY
    const res = await bet(body);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      status: RS.OK,
      request_uuid: body.request_uuid,
      user: p.user,
      currency: 'TRY',
      balance: units(7_500n),
    });
    const round = await t.db
      .selectFrom('game_round')
      .selectAll()
      .where('round', '=', body.round)
      .executeTakeFirst();
    expect(round).toMatchObject({
      customer_id: p.customerId,
      stake: 2_500n,
      win: 0n,
      bets: 1,
      status: 'open',
    });
  });

  // Amounts in Hub88 units (value × 100000); the ledger keeps kuruş (1000 units).
  it.each([
    ['1 unit (a hundredth of a kuruş)', 1],
    ['100 units (a tenth of a kuruş)', 100],
    ['a negative amount', -100_000],
    ['MaxInt32 units (not a whole kuruş)', 2_147_483_647],
    ['a fraction', 1_000.5],
    ['an unsafe integer', 2 ** 53],
  ])('refuses %s as WRONG_TYPES and moves nothing: money is never rounded', async (_what, amount) => {
    const p = await createPlayer(t.db, { balance: START });
    const body = betRequest(p, { amount });
    expect((await bet(body)).json()).toEqual({ status: RS.WRONG_TYPES, request_uuid: body.request_uuid });
    expect(await balanceOf(t.db, p)).toBe(START);
  });

  it('takes 1000 units as exactly one kuruş', async () => {
    const p = await createPlayer(t.db, { balance: START });
    expect((await bet(betRequest(p, { amount: 1_000 }))).json()).toMatchObject({
      status: RS.OK,
      balance: units(START - 1n),
    });
    expect(await balanceOf(t.db, p)).toBe(START - 1n);
  });

  it('refuses a MaxInt32-sized bet in whole kuruş as NOT_ENOUGH_MONEY with the actual balance', async () => {
    const p = await createPlayer(t.db, { balance: START });
    const body = betRequest(p, { amount: 2_147_483_000 });
    expect((await bet(body)).json()).toEqual({
      status: RS.NOT_ENOUGH_MONEY,
      request_uuid: body.request_uuid,
      user: p.user,
      currency: 'TRY',
      balance: units(START),
    });
    expect(await balanceOf(t.db, p)).toBe(START);
  });

  it('lets a bet take the whole balance and refuses one kuruş more', async () => {
    const p = await createPlayer(t.db, { balance: START });
    expect((await bet(betRequest(p, { amount: units(START) + 1_000 }))).json().status).toBe(
      RS.NOT_ENOUGH_MONEY,
    );
    expect((await bet(betRequest(p, { amount: units(START) }))).json()).toMatchObject({
      status: RS.OK,
      balance: 0,
    });
    expect((await bet(betRequest(p, { amount: 1_000 }))).json()).toMatchObject({
      status: RS.NOT_ENOUGH_MONEY,
      balance: 0,
    });
  });

  type Case = [
    string,
    (p: Player) => Promise<object> | object,
    string,
    { disabled?: boolean; expired?: boolean }?,
  ];
  const refusals: Case[] = [
    ['an unknown token', (p) => betRequest(p, { token: 'no-such-token' }), RS.INVALID_TOKEN],
    ['an unknown user', (p) => betRequest(p, { user: '00000001' }), RS.INVALID_TOKEN],
    [
      "another player's token",
      async (p) => betRequest(p, { token: (await createPlayer(t.db)).token }),
      RS.INVALID_TOKEN,
    ],
    ['an expired token', (p) => betRequest(p), RS.TOKEN_EXPIRED, { expired: true }],
    ['a wrong currency', (p) => betRequest(p, { currency: 'EUR' }), RS.WRONG_CURRENCY],
    ['an unknown currency', (p) => betRequest(p, { currency: 'XXX1' }), RS.WRONG_CURRENCY],
    ['an unknown game', (p) => betRequest(p, { game_code: 'no-such-game' }), RS.INVALID_GAME],
    ['a disabled game', (p) => betRequest(p, { game_code: DISABLED_GAME }), RS.INVALID_GAME],
    // The token was launched for TEST_GAME: another enabled game is refused as a bad token.
    ['a token launched for another game', (p) => betRequest(p, { game_code: OTHER_GAME }), RS.INVALID_TOKEN],
    ['a disabled customer', (p) => betRequest(p), RS.USER_DISABLED, { disabled: true }],
  ];
  it.each(refusals)(
    'refuses a bet with %s, moves nothing and answers it again on replay',
    async (_w, make, status, o) => {
      const p = await createPlayer(t.db, { balance: START, ...o });
      const body = await make(p);
      const first = await bet(body);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        status,
        request_uuid: (body as { request_uuid: string }).request_uuid,
        user: (body as { user: string }).user,
      });
      const again = await bet({ ...body, request_uuid: 'replayed' });
      expect(again.json()).toMatchObject({ status, request_uuid: 'replayed' });
      expect(await balanceOf(t.db, p)).toBe(START);
      const rounds = await t.db
        .selectFrom('game_round')
        .select('round')
        .where('customer_id', '=', p.customerId)
        .execute();
      expect(rounds).toEqual([]);
    },
  );

  it('accepts a bet on a second launch token of the same player (a new session)', async () => {
    const p = await createPlayer(t.db, { balance: START });
    const token = await newGameSession(t.db, p.customerId);
    expect((await bet(betRequest(p, { token }))).json().status).toBe(RS.OK);
  });

  it('accepts a bet on the other game with a token launched for that game', async () => {
    const p = await createPlayer(t.db, { balance: START });
    const token = await newGameSession(t.db, p.customerId, { game: OTHER_GAME });
    expect((await bet(betRequest(p, { token, game_code: OTHER_GAME }))).json().status).toBe(RS.OK);
    expect((await bet(betRequest(p, { token }))).json().status).toBe(RS.INVALID_TOKEN);
    expect(await balanceOf(t.db, p)).toBe(START - 100n);
  });

  it('replays an accepted bet with RS_OK and the current balance, debiting once', async () => {
    const p = await createPlayer(t.db, { balance: START });
    const body = betRequest(p);
    expect((await bet(body)).json().balance).toBe(units(9_900n));
    await bet(betRequest(p)); // another bet moves the balance in between
    // meta, token, request_uuid and free-text fields are not part of the fingerprint
    const token = await newGameSession(t.db, p.customerId);
    const replay = await bet({ ...body, request_uuid: 'r2', token, meta: { retry: 1 }, bet: 'x' });
    expect(replay.json()).toEqual({
      status: RS.OK,
      request_uuid: 'r2',
      user: p.user,
      currency: 'TRY',
      balance: units(9_800n),
    });
    expect(await balanceOf(t.db, p)).toBe(9_800n);
  });

  it('answers DUPLICATE for a known transaction_uuid with any field of the fingerprint changed', async () => {
    const p = await createPlayer(t.db, { balance: START });
    const other = await createPlayer(t.db, { balance: START });
    const body = betRequest(p);
    await bet(body);
    const changes: object[] = [
      { amount: 200_000 },
      { round: 'another-round' },
      { game_code: 'another-game' },
      { currency: 'EUR' },
      { user: other.user, token: other.token }, // the key is global, not per user
    ];
    for (const change of changes) {
      const res = await bet({ ...body, ...change, request_uuid: 'dup' });
      expect(res.json(), JSON.stringify(change)).toEqual({
        status: RS.DUPLICATE_TRANSACTION,
        request_uuid: 'dup',
        user: (change as { user?: string }).user ?? p.user,
      });
    }
    expect(await balanceOf(t.db, p)).toBe(9_900n);
    expect(await balanceOf(t.db, other)).toBe(START);
  });

  it('adds several bets of one round to the same game_round and closes it on round_closed', async () => {
    const p = await createPlayer(t.db, { balance: START });
    const first = betRequest(p, { amount: 100_000 });
    await bet(first);
    await bet(betRequest(p, { round: first.round, amount: 200_000, round_closed: true }));
    const round = await t.db
      .selectFrom('game_round')
      .selectAll()
      .where('round', '=', first.round)
      .executeTakeFirstOrThrow();
    expect(round).toMatchObject({ stake: 300n, bets: 2, status: 'closed' });
  });
});
