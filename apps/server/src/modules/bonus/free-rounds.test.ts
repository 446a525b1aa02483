import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { DEFAULT_BONUS_CONTRIBUTIONS } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusBalance } from '../../core/ledger/index.ts';
import { createOperatorApiClient } from '../../infra/game-provider/operator-api-client.ts';
import { HUB88_PATHS, RS } from '../../lib/hub88/protocol.ts';
import { prepaidsOf } from '../../simulators/game-provider/operator-catalogue.ts';
import { type GameSimulator, createGameSimulator } from '../../simulators/game-provider/simulator.ts';
import {
  STUB_KIT,
  addCatalogueGames,
  asKeyPair,
  testGames,
} from '../../simulators/game-provider/test-kit.ts';
import { testDatabases } from '../../test/harness.ts';
import {
  type Player,
  balanceOf,
  betRequest,
  createPlayer,
  rollbackRequest,
  newGameSession,
  units,
  useWalletApp,
  walletKeys,
  winRequest,
} from '../../test/wallet.ts';
import { closeBonus } from '../../core/bonus/index.ts';
import type { BonusContext } from './bonus.context.ts';
import { cancelEndedRewards } from './free-rounds-cancel.ts';
import { freeRoundsPrepaids } from './free-rounds-prepaids.ts';
import { grantWithin } from './grant.ts';

const operator = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
const DAY = 86_400_000;
const { slot } = testGames();
/** The slot's prepaid of 10 rounds of 1.00 (100000 units, 100 kuruş). */
const prepaid = prepaidsOf(slot.code, 'TRY')[0]!;

/**
 * Free rounds end to end (docs/decisions/099-free-rounds.md): the grant asks the game simulator's
 * Operator API for a reward, the simulator plays the rounds through our signed wallet with
 * `is_free` and `reward_uuid`, and their wins land in the bonus balance. The ledger's invariants
 * are checked after every test (useWalletApp).
 */
describe.each(testDatabases())('free rounds through the Hub88 simulator on %s', (kind) => {
  let sim: GameSimulator;
  let url = '';
  const t = useWalletApp(kind, {}, async (app) => {
    await addCatalogueGames(app.db, [slot]);
  });
  const api = (key = operator.privateKey) =>
    createOperatorApiClient({ base: async () => url, operatorId: 1, privateKey: () => key });
  const ctx = (operatorApi = api()): BonusContext => ({
    db: t.db,
    notifier: t.app.notifier,
    log: t.app.log,
    meta: { ip: '127.0.0.1', userAgent: null, fingerprint: null, locale: 'en' },
    operatorApi,
  });

  beforeAll(async () => {
    sim = await createGameSimulator({
      walletUrl: () => 'http://in-process/api/provider/hub88',
      keys: asKeyPair(walletKeys()),
      publicBase: () => url,
      transport: async (path, payload, headers) => {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/provider/hub88${path}`,
          payload,
          headers,
        });
        return { status: res.statusCode, body: res.body };
      },
      policy: { sleep: async () => {} },
      games: STUB_KIT,
      operator: { id: 1, publicKey: () => operator.publicKey },
    });
    url = await sim.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => sim?.close());

  async function definition() {
    const row = await t.db
      .insertInto('bonus_definition')
      .values({
        code: `fr-${randomBytes(4).toString('hex')}`,
        kind: 'freeRounds',
        title_tr: 'Bedava turlar',
        title_en: 'Free rounds',
        description_tr: 'Test',
        description_en: 'Test',
        amount: null,
        wagering_multiple: 2,
        contributions: JSON.stringify(DEFAULT_BONUS_CONTRIBUTIONS),
        max_cashout: 100_000n,
        validity_days: 7,
        claim_mode: 'auto',
        free_rounds_game_code: slot.code,
        free_rounds_prepaid_uuid: prepaid.prepaid_uuid,
        free_rounds_bet_value: 100n,
        free_rounds_count: 10,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return row;
  }

  /** Grants a free-rounds bonus as every grant path does (grantWithin), in its own transaction. */
  async function grant(p: Player, operatorApi = api()) {
    const def = await definition();
    return t.db.transaction().execute(async (trx) => {
      const now = new Date();
      const row = await trx
        .insertInto('customer_bonus')
        .values({
          customer_id: p.customerId,
          definition_id: def.id,
          status: 'active',
          amount: 0n,
          granted_at: now,
          expires_at: new Date(now.getTime() + 7 * DAY),
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await grantWithin(trx, ctx(operatorApi), row, def, { kind: 'customer', id: p.customerId });
      return trx.selectFrom('customer_bonus').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    });
  }

  /** A player with cash, launched into the slot at the simulator (its session holds our token). */
  async function launched(balance = 1_000n) {
    const p = await createPlayer(t.db, { balance });
    const token = await newGameSession(t.db, p.customerId, { game: slot.code });
    const res = await sim.app.inject({
      method: 'POST',
      url: '/operator/generic/v2/game/url',
      payload: {
        user: p.user,
        token,
        game_code: slot.code,
        currency: 'TRY',
        lang: 'en',
        platform: 'GPL_DESKTOP',
        launcher: 'hub88',
      },
    });
    expect(res.statusCode).toBe(200);
    return { ...p, token };
  }
  const play = (p: Player, reward: string, win: number) =>
    sim.app.inject({
      method: 'POST',
      url: '/sim/freebets/play',
      payload: { token: p.token, reward_uuid: reward, win },
    });
  const bonusRow = (id: bigint) =>
    t.db.selectFrom('customer_bonus').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const freeBet = (p: Player, reward: string, over = {}) =>
    betRequest(p, { game_code: slot.code, amount: units(100n), is_free: true, reward_uuid: reward, ...over });

  it('grants a reward at the provider and pays the rounds’ wins as bonus money, never cash', async () => {
    const p = await launched();
    const bonus = await grant(p);
    expect(bonus).toMatchObject({ free_rounds_left: 10, grant_transfer_id: null });
    const reward = sim.rewards.get(bonus.reward_uuid!)!;
    expect(reward).toMatchObject({
      user: p.user,
      game_code: slot.code,
      prepaid_uuid: prepaid.prepaid_uuid,
      bet_value: 100_000,
      bet_count: 10,
      status: 'FRS_NEW',
      operator_reference: `bonus-${bonus.id}`,
    });
    expect((await play(p, reward.reward_uuid, 500)).json()).toMatchObject({
      bet: RS.OK,
      win: RS.OK,
      betsLeft: 9,
    });
    expect((await play(p, reward.reward_uuid, 0)).json()).toMatchObject({ bet: RS.OK, status: 'FRS_ACTIVE' });
    expect(await balanceOf(t.db, p)).toBe(1_000n);
    expect(await bonusBalance(t.db, p.customerId)).toBe(500n);
    expect(await bonusRow(bonus.id)).toMatchObject({
      status: 'active',
      amount: 500n,
      wagering_required: 1_000n,
      free_rounds_left: 8,
    });
    // A cash bet counts towards wagering but cannot complete the bonus while rounds are left.
    const cash = await t.call(
      HUB88_PATHS.bet,
      betRequest(p, { game_code: slot.code, amount: units(1_000n) }),
    );
    expect(cash.status).toBe(RS.OK);
    expect(await bonusRow(bonus.id)).toMatchObject({ status: 'active', wagering_done: 1_000n });
  });

  it('lets the game page play its session’s own rounds, from any address, and nobody else’s', async () => {
    const p = await launched();
    const fromPage = (token: string) =>
      sim.app.inject({
        method: 'POST',
        url: '/api/free-round',
        payload: { token },
        remoteAddress: '203.0.113.7',
      });
    const none = { error: 'no_free_rounds', message: 'You have no free rounds to play in this game.' };
    expect((await fromPage(p.token)).json()).toEqual(none);
    const bonus = await grant(p);
    const unknown = await fromPage('not-a-launch-token');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ error: 'session_not_found' });
    // Another player in the same game: the reward is not theirs.
    const other = await launched();
    const refused = await fromPage(other.token);
    expect([refused.statusCode, refused.json()]).toEqual([404, none]);

    const played = await fromPage(p.token);
    expect(played.statusCode, played.body).toBe(200);
    const { win, left, balance } = played.json<{ win: number; left: number; balance: number }>();
    // The wallet's balance counts the bonus money with the cash: the win shows in the game.
    expect([left, balance]).toEqual([9, 1_000 + win]);
    expect(await bonusRow(bonus.id)).toMatchObject({ free_rounds_left: 9, amount: BigInt(win) });
    expect(await bonusBalance(t.db, p.customerId)).toBe(BigInt(win));
    // The rounds used up: the page has nothing left to play.
    for (let i = 0; i < 9; i++)
      expect((await play(p, bonus.reward_uuid!, 0)).json()).toMatchObject({ bet: RS.OK });
    const spent = await fromPage(p.token);
    expect([spent.statusCode, spent.json()]).toEqual([404, none]);
    expect(await bonusRow(bonus.id)).toMatchObject({ free_rounds_left: 0 });
  });

  it('answers each replay of a free bet or win once: one round used, one win paid', async () => {
    const p = await launched();
    const bonus = await grant(p);
    const bet = freeBet(p, bonus.reward_uuid!);
    const win = winRequest(p, bet, { amount: units(300n), is_free: true, reward_uuid: bonus.reward_uuid });
    for (let i = 0; i < 2; i++) {
      expect(await t.call(HUB88_PATHS.bet, bet)).toMatchObject({ status: RS.OK });
      expect(await t.call(HUB88_PATHS.win, win)).toMatchObject({ status: RS.OK });
    }
    expect(await bonusRow(bonus.id)).toMatchObject({ free_rounds_left: 9, amount: 300n });
    expect(await bonusBalance(t.db, p.customerId)).toBe(300n);
    // The same reward asked for twice (a retried create) is one reward at the provider.
    const { reward_uuid: _, status: _s, bets_left: _b, ...asked } = sim.rewards.get(bonus.reward_uuid!)!;
    const again = await api().createReward(asked);
    expect(again.reward_uuid).toBe(bonus.reward_uuid);
  });

  it('gives a rolled-back free round back once, and not one whose round was already won', async () => {
    const p = await launched();
    const bonus = await grant(p);
    const bet = freeBet(p, bonus.reward_uuid!);
    expect(await t.call(HUB88_PATHS.bet, bet)).toMatchObject({ status: RS.OK });
    expect(await bonusRow(bonus.id)).toMatchObject({ free_rounds_left: 9 });
    const rollback = rollbackRequest(p, bet, { game_code: slot.code });
    for (let i = 0; i < 2; i++)
      expect(await t.call(HUB88_PATHS.rollback, rollback)).toMatchObject({ status: RS.OK });
    const second = rollbackRequest(p, bet, { game_code: slot.code });
    expect(await t.call(HUB88_PATHS.rollback, second)).toMatchObject({ status: RS.OK });
    expect(await bonusRow(bonus.id)).toMatchObject({ free_rounds_left: 10, amount: 0n });

    const won = freeBet(p, bonus.reward_uuid!);
    expect(await t.call(HUB88_PATHS.bet, won)).toMatchObject({ status: RS.OK });
    const win = winRequest(p, won, { amount: units(200n), is_free: true, reward_uuid: bonus.reward_uuid });
    expect(await t.call(HUB88_PATHS.win, win)).toMatchObject({ status: RS.OK });
    expect(
      await t.call(HUB88_PATHS.rollback, rollbackRequest(p, won, { game_code: slot.code })),
    ).toMatchObject({
      status: RS.OK,
    });
    expect(await bonusRow(bonus.id)).toMatchObject({ free_rounds_left: 9, amount: 200n });
    expect(await balanceOf(t.db, p)).toBe(1_000n);
  });

  it("lists a game's templates for the back office's picker, kept within the provider's minute", async () => {
    const client = api();
    const first = await freeRoundsPrepaids(client, slot.code);
    expect(first.items).toContainEqual({
      prepaidUuid: prepaid.prepaid_uuid,
      currency: 'TRY',
      betValue: 100,
      betCount: 10,
    });
    // The simulator answers 429 to a second list within a minute: this one is the kept answer.
    expect(await freeRoundsPrepaids(client, slot.code)).toEqual(first);
    const unavailable = { code: 'FREE_ROUNDS_PREPAIDS_UNAVAILABLE' };
    await expect(freeRoundsPrepaids(api(), slot.code)).rejects.toMatchObject(unavailable);
    await expect(freeRoundsPrepaids(api(stranger.privateKey), 'other-game')).rejects.toMatchObject(
      unavailable,
    );
    await expect(freeRoundsPrepaids(null, slot.code)).rejects.toMatchObject(unavailable);
  });

  it('refuses free rounds of an unknown, foreign or wrong-valued reward and moves nothing', async () => {
    const p = await launched();
    const other = await launched();
    const bonus = await grant(p);
    const refused = { status: RS.LIMIT_REACHED };
    expect(await t.call(HUB88_PATHS.bet, freeBet(p, 'no-such-reward'))).toMatchObject(refused);
    expect(await t.call(HUB88_PATHS.bet, freeBet(other, bonus.reward_uuid!))).toMatchObject(refused);
    expect(
      await t.call(HUB88_PATHS.bet, freeBet(p, bonus.reward_uuid!, { amount: units(200n) })),
    ).toMatchObject(refused);
    expect(await bonusRow(bonus.id)).toMatchObject({ free_rounds_left: 10 });
    expect(await balanceOf(t.db, p)).toBe(1_000n);
  });

  it('pays nothing for a free win after its bonus ended, and cancels the reward at the provider', async () => {
    const p = await launched();
    const bonus = await grant(p);
    const bet = freeBet(p, bonus.reward_uuid!);
    expect(await t.call(HUB88_PATHS.bet, bet)).toMatchObject({ status: RS.OK });
    await t.db.transaction().execute(async (trx) => {
      await trx.selectFrom('customer_bonus').select('id').where('id', '=', bonus.id).forUpdate().execute();
      await closeBonus(trx, bonus, 'forfeit');
    });
    const win = winRequest(p, bet, { amount: units(700n), is_free: true, reward_uuid: bonus.reward_uuid });
    expect(await t.call(HUB88_PATHS.win, win)).toMatchObject({ status: RS.OK });
    expect(await balanceOf(t.db, p)).toBe(1_000n);
    expect(await bonusBalance(t.db, p.customerId)).toBe(0n);
    // A win naming a bet that never came is not recorded: the provider retries it.
    const orphan = winRequest(p, freeBet(p, bonus.reward_uuid!), { amount: units(100n) });
    expect(await t.call(HUB88_PATHS.win, orphan)).toMatchObject({ status: RS.TRANSACTION_DOES_NOT_EXIST });

    expect(await cancelEndedRewards(t.db, api())).toBeGreaterThanOrEqual(1);
    expect(sim.rewards.get(bonus.reward_uuid!)?.status).toBe('FRS_CANCELLED');
    expect((await bonusRow(bonus.id)).reward_cancelled_at).not.toBeNull();
    expect((await play(p, bonus.reward_uuid!, 100)).statusCode).toBe(404);
  });

  it('grants nothing when the provider refuses the signature or is down, and retries a cancel', async () => {
    const p = await launched();
    await expect(grant(p, api(stranger.privateKey))).rejects.toMatchObject({
      code: 'FREE_ROUNDS_UNAVAILABLE',
    });
    const down = (count: number) =>
      sim.app.inject({ method: 'POST', url: '/sim/catalogue', payload: { fail: { status: 503, count } } });
    await down(1);
    await expect(grant(p)).rejects.toMatchObject({ code: 'FREE_ROUNDS_UNAVAILABLE' });
    const rows = await t.db
      .selectFrom('customer_bonus')
      .select('id')
      .where('customer_id', '=', p.customerId)
      .execute();
    expect(rows).toEqual([]);

    const bonus = await grant(p);
    await t.db.transaction().execute((trx) => closeBonus(trx, bonus, 'expire'));
    await down(1);
    expect(await cancelEndedRewards(t.db, api())).toBe(0);
    expect(await cancelEndedRewards(t.db, api())).toBeGreaterThanOrEqual(1);
    expect(sim.rewards.get(bonus.reward_uuid!)?.status).toBe('FRS_CANCELLED');
  });
});
