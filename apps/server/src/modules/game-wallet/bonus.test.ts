import { randomBytes } from 'node:crypto';
import { DEFAULT_BONUS_CONTRIBUTIONS } from '@lalebet/shared';
import { describe, expect, it, vi } from 'vitest';
import { postBonusGrant } from '../../core/bonus/index.ts';
import { HUB88_PATHS, RS } from '../../lib/hub88/protocol.ts';
import { bonusBalance } from '../../core/ledger/index.ts';
import { testDatabases } from '../../test/harness.ts';
import {
  type Player,
  balanceOf,
  betRequest,
  createPlayer,
  useWalletApp,
  newGameSession,
  rollbackRequest,
  units,
  winRequest,
} from '../../test/wallet.ts';

const LIVE_GAME = 'gw-test-live';
const DAY = 86_400_000;

describe.each(testDatabases())('hub88 wallet with an active bonus on %s', (kind) => {
  const t = useWalletApp(kind, {}, async (app) => {
    const provider = await app.db
      .selectFrom('casino_provider')
      .select('id')
      .where('slug', '=', 'wallet-test-studio')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('casino_game')
      .values({
        game_code: LIVE_GAME,
        name: LIVE_GAME,
        provider_id: provider.id,
        image_url: '/x.svg',
        categories: ['live'],
        enabled: true,
      })
      .execute();
  });

  /** A launch token for the live game: a token is good for its own game only. */
  const liveToken = (p: Player) => newGameSession(t.db, p.customerId, { game: LIVE_GAME });
  const { call } = t;

  /** Grants `amount` kuruş of bonus to the player as an operator-confirmed bonus would be. */
  async function giveBonus(
    p: Player,
    amount: bigint,
    o: { multiple?: number; maxBet?: bigint; maxCashout?: bigint } = {},
  ) {
    const def = await t.db
      .insertInto('bonus_definition')
      .values({
        code: `gw-${randomBytes(4).toString('hex')}`,
        kind: 'freeMoney',
        title_tr: 'Test',
        title_en: 'Test',
        description_tr: 'Test',
        description_en: 'Test',
        amount,
        wagering_multiple: o.multiple ?? 2,
        contributions: JSON.stringify(DEFAULT_BONUS_CONTRIBUTIONS),
        max_bet: o.maxBet ?? null,
        max_cashout: o.maxCashout ?? null,
        validity_days: 7,
        claim_mode: 'auto',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return t.db.transaction().execute(async (trx) => {
      const now = new Date();
      const row = await trx
        .insertInto('customer_bonus')
        .values({
          customer_id: p.customerId,
          definition_id: def.id,
          status: 'active',
          amount,
          wagering_required: amount * BigInt(o.multiple ?? 2),
          granted_at: now,
          expires_at: new Date(now.getTime() + 7 * DAY),
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await postBonusGrant(trx, row);
      return row.id;
    });
  }
  const bonusOf = (p: Player) => bonusBalance(t.db, p.customerId);
  const progress = (id: bigint) =>
    t.db
      .selectFrom('customer_bonus')
      .select(['status', 'wagering_done'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('tells the provider cash plus bonus, spends cash first, then bonus, and counts the stake', async () => {
    const p = await createPlayer(t.db, { balance: 1_000n });
    const id = await giveBonus(p, 5_000n);
    const info = await call(HUB88_PATHS.userBalance, { user: p.user, token: p.token, request_uuid: 'r-1' });
    expect(info.balance).toBe(units(6_000n));
    const bet = betRequest(p, { amount: units(3_000n) });
    expect(await call(HUB88_PATHS.bet, bet)).toMatchObject({ status: RS.OK, balance: units(3_000n) });
    expect(await balanceOf(t.db, p)).toBe(0n);
    expect(await bonusOf(p)).toBe(3_000n);
    expect(await progress(id)).toEqual({ status: 'active', wagering_done: 3_000n });
    // A replay moves nothing and answers the same status.
    expect(await call(HUB88_PATHS.bet, bet)).toMatchObject({ status: RS.OK, balance: units(3_000n) });
    expect(await bonusOf(p)).toBe(3_000n);
  });

  it('pays a win on a partly bonus-funded stake back in the same proportion', async () => {
    const p = await createPlayer(t.db, { balance: 1_000n });
    await giveBonus(p, 5_000n);
    const bet = betRequest(p, { amount: units(3_000n) });
    await call(HUB88_PATHS.bet, bet);
    const win = await call(HUB88_PATHS.win, winRequest(p, bet, { amount: units(6_000n) }));
    expect(win).toMatchObject({ status: RS.OK, balance: units(9_000n) });
    expect(await balanceOf(t.db, p)).toBe(2_000n);
    expect(await bonusOf(p)).toBe(7_000n);
  });

  it('refunds each part of a rolled-back stake to where it came from', async () => {
    const p = await createPlayer(t.db, { balance: 1_000n });
    await giveBonus(p, 5_000n);
    const bet = betRequest(p, { amount: units(3_000n) });
    await call(HUB88_PATHS.bet, bet);
    expect(await call(HUB88_PATHS.rollback, rollbackRequest(p, bet))).toMatchObject({ status: RS.OK });
    expect(await balanceOf(t.db, p)).toBe(1_000n);
    expect(await bonusOf(p)).toBe(5_000n);
  });

  it('takes a rolled-back stake off the wagering, exactly what it counted, once', async () => {
    const p = await createPlayer(t.db, { balance: 10_000n });
    const id = await giveBonus(p, 5_000n, { multiple: 10 });
    await call(HUB88_PATHS.bet, betRequest(p, { amount: units(2_000n) }));
    const live = betRequest(p, { amount: units(1_000n), game_code: LIVE_GAME, token: await liveToken(p) });
    await call(HUB88_PATHS.bet, live);
    expect((await progress(id)).wagering_done).toBe(2_100n);
    const rollback = rollbackRequest(p, live);
    await call(HUB88_PATHS.rollback, rollback);
    await call(HUB88_PATHS.rollback, rollback);
    expect(await progress(id)).toEqual({ status: 'active', wagering_done: 2_000n });
  });

  it('past its expiry, before the sweep, the bonus is neither spendable nor counted', async () => {
    const p = await createPlayer(t.db, { balance: 1_000n });
    const id = await giveBonus(p, 5_000n);
    await t.db
      .updateTable('customer_bonus')
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where('id', '=', id)
      .execute();
    const info = await call(HUB88_PATHS.userBalance, { user: p.user, token: p.token, request_uuid: 'r-x' });
    expect(info.balance).toBe(units(1_000n));
    const tooMuch = await call(HUB88_PATHS.bet, betRequest(p, { amount: units(2_000n) }));
    expect(tooMuch).toMatchObject({ status: RS.NOT_ENOUGH_MONEY, balance: units(1_000n) });
    expect(await call(HUB88_PATHS.bet, betRequest(p, { amount: units(500n) }))).toMatchObject({
      status: RS.OK,
      balance: units(500n),
    });
    expect(await progress(id)).toEqual({ status: 'active', wagering_done: 0n });
    expect(await bonusOf(p)).toBe(5_000n);
  });

  it('pushes both balances and the wagering progress after a bet', async () => {
    const p = await createPlayer(t.db, { balance: 1_000n });
    const id = await giveBonus(p, 5_000n, { multiple: 2 });
    const send = vi.spyOn(t.app.hub, 'send');
    try {
      await call(HUB88_PATHS.bet, betRequest(p, { amount: units(3_000n) }));
      await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
      const pushed = send.mock.calls.flatMap(([deliveries]) => deliveries);
      expect(pushed).toEqual(
        expect.arrayContaining([
          {
            customerId: p.customerId,
            message: { command: 'Balance', message: { balance: 0, bonusBalance: 30 } },
          },
          {
            customerId: p.customerId,
            message: {
              command: 'Bonus',
              message: {
                id: Number(id),
                status: 'active',
                remaining: 30,
                wageringDone: 30,
                wageringRequired: 100,
              },
            },
          },
        ]),
      );
    } finally {
      send.mockRestore();
    }
  });

  it('refuses a stake above the max bet while wagering, with no effect', async () => {
    const p = await createPlayer(t.db, { balance: 10_000n });
    await giveBonus(p, 5_000n, { maxBet: 1_000n });
    const send = vi.spyOn(t.app.hub, 'send');
    const refused = betRequest(p, { amount: units(2_000n) });
    const res = await call(HUB88_PATHS.bet, refused);
    expect(res.status).toBe(RS.LIMIT_REACHED);
    expect(await balanceOf(t.db, p)).toBe(10_000n);
    // The player is told why, once: the provider's retry is a replay and says nothing more.
    await call(HUB88_PATHS.bet, refused);
    await vi.waitFor(() => expect(send).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(send.mock.calls.flatMap(([d]) => d)).toEqual([
      {
        customerId: p.customerId,
        message: {
          tr: {
            command: 'Notice',
            message: {
              title: 'Bahis reddedildi',
              note: 'Bonus çevrimi sürerken tek bahis en fazla ₺10,00 olabilir.',
            },
          },
          en: {
            command: 'Notice',
            message: {
              title: 'Bet refused',
              note: 'While your bonus is being wagered, a single bet can be at most ₺10.00.',
            },
          },
        },
      },
    ]);
    send.mockRestore();
    expect((await call(HUB88_PATHS.bet, betRequest(p, { amount: units(1_000n) }))).status).toBe(RS.OK);
  });

  it("counts stakes by the game's category (live 10%)", async () => {
    const p = await createPlayer(t.db, { balance: 10_000n });
    const id = await giveBonus(p, 5_000n);
    const token = await liveToken(p);
    await call(HUB88_PATHS.bet, betRequest(p, { amount: units(1_000n), game_code: LIVE_GAME, token }));
    expect((await progress(id)).wagering_done).toBe(100n);
  });

  it('turns the bonus into cash once wagering is met', async () => {
    const p = await createPlayer(t.db, { balance: 10_000n });
    const id = await giveBonus(p, 5_000n, { multiple: 1 });
    const res = await call(HUB88_PATHS.bet, betRequest(p, { amount: units(5_000n) }));
    expect(res).toMatchObject({ status: RS.OK, balance: units(10_000n) });
    expect(await progress(id)).toEqual({ status: 'completed', wagering_done: 5_000n });
    expect(await bonusOf(p)).toBe(0n);
    expect(await balanceOf(t.db, p)).toBe(10_000n);
    const convert = await t.db
      .selectFrom('ledger_transfer')
      .select('amount')
      .where('code', '=', 'bonus_convert')
      .where(({ ref }) => ref('metadata', '->>').key('customerBonusId' as never), '=', String(id))
      .execute();
    expect(convert).toEqual([{ amount: 5_000n }]);
    const notes = await t.db
      .selectFrom('notification')
      .select(['type', 'title_en'])
      .where('customer_id', '=', p.customerId)
      .execute();
    expect(notes).toEqual([{ type: 4, title_en: 'Wagering complete' }]);
  });

  it("pays at most the definition's max cash-out on conversion and returns the rest to the house", async () => {
    const p = await createPlayer(t.db, { balance: 10_000n });
    const id = await giveBonus(p, 5_000n, { multiple: 1, maxCashout: 2_000n });
    const house = async () =>
      (
        await t.db
          .selectFrom('ledger_transfer')
          .select(['code', 'amount'])
          .where('code', 'in', ['bonus_convert', 'bonus_cashout_cap'])
          .where(({ ref }) => ref('metadata', '->>').key('customerBonusId' as never), '=', String(id))
          .orderBy('code')
          .execute()
      ).map((r) => [r.code, r.amount]);
    // Cash first: the 5,000 stake is all cash and is lost; wagering is met, 5,000 of bonus is left.
    const res = await call(HUB88_PATHS.bet, betRequest(p, { amount: units(5_000n) }));
    expect(res).toMatchObject({ status: RS.OK, balance: units(7_000n) });
    expect(await progress(id)).toEqual({ status: 'completed', wagering_done: 5_000n });
    expect(await bonusOf(p)).toBe(0n);
    expect(await balanceOf(t.db, p)).toBe(7_000n);
    expect(await house()).toEqual([
      ['bonus_cashout_cap', 3_000n],
      ['bonus_convert', 2_000n],
    ]);
    const [note] = await t.db
      .selectFrom('notification')
      .select(['note_en'])
      .where('customer_id', '=', p.customerId)
      .execute();
    expect(note!.note_en).toContain('the remaining ₺30.00 was removed');
  });

  it('converts the whole balance when it is under the cap', async () => {
    const p = await createPlayer(t.db, { balance: 10_000n });
    const id = await giveBonus(p, 1_000n, { multiple: 1, maxCashout: 2_000n });
    await call(HUB88_PATHS.bet, betRequest(p, { amount: units(1_000n) }));
    expect(await progress(id)).toEqual({ status: 'completed', wagering_done: 1_000n });
    expect(await balanceOf(t.db, p)).toBe(10_000n);
    expect(await bonusOf(p)).toBe(0n);
  });

  it('gives k bets on a cash+bonus balance for k exactly k acceptances when they race', async () => {
    const p = await createPlayer(t.db, { balance: 2_000n });
    await giveBonus(p, 3_000n, { multiple: 10 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call(HUB88_PATHS.bet, betRequest(p, { amount: units(1_000n) }))),
    );
    expect(answers.filter((a) => a.status === RS.OK)).toHaveLength(5);
    expect(answers.filter((a) => a.status === RS.NOT_ENOUGH_MONEY)).toHaveLength(3);
    expect(await balanceOf(t.db, p)).toBe(0n);
    expect(await bonusOf(p)).toBe(0n);
  });
});
