import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionStatus, type GgrRow } from '@lalebet/shared';
import { adminToken } from '../../test/admin.ts';
import { call, setOption } from '../../test/accounts.ts';
import { type TestApp, testDatabases } from '../../test/harness.ts';
import { assertLedgerSound } from '../../test/ledger.ts';
import {
  addGame,
  bonusLife,
  dayIn,
  play,
  playerFor,
  rollBack,
  shiftDay,
  sportsbookResult,
  tokenFor,
} from '../../test/reports.ts';
import { OTHER_GAME, TEST_GAME, createWalletTestApp } from '../../test/wallet.ts';

const TZ = 'Europe/Istanbul';
type Page<R> = { items: R[]; total: number; timeZone: string };

describe.each(testDatabases())('reports on %s', (kind) => {
  let t: TestApp;
  let token: string;
  const today = dayIn(TZ);
  const get = async <R>(url: string) => {
    const res = await call(t.app, url, undefined, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Page<R> }>().data;
  };
  const around = `from=${shiftDay(today, -1)}&to=${shiftDay(today, 1)}`;
  const sum = <R>(rows: R[], f: (r: R) => string | number | null) =>
    rows.reduce((a, r) => a + BigInt(f(r) ?? 0), 0n);
  let depositMethod: number;
  let withdrawalMethod: number;

  beforeAll(async () => {
    t = await createWalletTestApp(kind);
    token = await adminToken(t.app, t.db);
    await addGame(t.db, 'Çılgın Şans Oyunları', 'cilgin-sans', 'cs-slot');

    // Casino today: stakes 1,000 + 200 + 400 (a 500 rolled back), wins 300 + 1,000.
    const p1 = await playerFor(t.db, TEST_GAME);
    await play(t.app, p1, TEST_GAME, 1_000n, 300n);
    const p1Other = await tokenFor(t.db, p1, OTHER_GAME);
    const back = await play(t.app, p1Other, OTHER_GAME, 500n);
    await rollBack(t.app, p1Other, back, OTHER_GAME);
    await play(t.app, p1Other, OTHER_GAME, 200n);
    const p2 = await playerFor(t.db, 'cs-slot');
    await play(t.app, p2, 'cs-slot', 400n, 1_000n);

    // Sportsbook today: a 700 stake lost, a 200 net win paid. Bonus: 5,000 forfeited, 3,000 converted.
    await sportsbookResult(t.db, p2.customerId, 700n, 200n);
    await bonusLife(t.db, { id: 900_001n, customer_id: p1.customerId, amount: 5_000n }, 'forfeit');
    await bonusLife(t.db, { id: 900_002n, customer_id: p2.customerId, amount: 3_000n }, 'convert');

    const method = (direction: 1 | 2, code: string, name: string) =>
      t.db
        .insertInto('payment_method')
        .values({
          direction,
          code,
          name,
          logo: '/x.svg',
          min_amount: 100n,
          max_amount: 1_000_000n,
          processing_time_tr: 'Anında',
          processing_time_en: 'Instant',
          gateway: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    depositMethod = (await method(1, 'kart', 'Kredi Kartı')).id;
    withdrawalMethod = (await method(2, 'havale', 'Havale/EFT')).id;
    const now = new Date();
    // A withdrawal row must name its ledger hold; the report reads the row, so any posting will do.
    const hold = (await t.db.selectFrom('ledger_transfer').select('id').executeTakeFirstOrThrow()).id;
    const pay = (kind: 1 | 2, status: number, amount: bigint, at = now) =>
      t.db
        .insertInto('payment')
        .values({
          customer_id: p1.customerId,
          kind,
          method_id: kind === 1 ? depositMethod : withdrawalMethod,
          status: status as 1,
          amount,
          detail: '{}',
          hold_transfer_id: kind === 2 ? hold : null,
          created_at: at,
          updated_at: at,
        })
        .execute();
    await pay(1, TransactionStatus.Confirmed, 10_000n);
    await pay(1, TransactionStatus.Confirmed, 5_000n);
    await pay(1, TransactionStatus.Pending, 7_000n);
    await pay(1, TransactionStatus.Rejected, 9_000n);
    await pay(2, TransactionStatus.Confirmed, 2_500n);
    // On the edge of 10 January in Istanbul (UTC+3): 20:59:59Z is still the 10th there.
    await pay(1, TransactionStatus.Confirmed, 1_111n, new Date('2026-01-10T20:59:59.999Z'));
    await pay(1, TransactionStatus.Confirmed, 2_222n, new Date('2026-01-10T21:00:00Z'));

    // A player whose account and bets sit either side of midnight on 10-11 January, Istanbul time.
    const p3 = await playerFor(t.db, TEST_GAME);
    const late = await play(t.app, p3, TEST_GAME, 111n);
    const early = await play(t.app, p3, TEST_GAME, 222n);
    const move = (uuid: string, at: string) =>
      t.db
        .updateTable('wallet_transaction')
        .set({ created_at: new Date(at) })
        .where('transaction_uuid', '=', uuid)
        .execute();
    await move(late.transaction_uuid, '2026-01-10T20:59:59.999Z');
    await move(early.transaction_uuid, '2026-01-10T21:00:00Z');
    await t.db
      .updateTable('customer')
      .set({ created_at: new Date('2026-01-10T21:00:00Z') })
      .where('id', '=', p3.customerId)
      .execute();
  });
  afterAll(async () => {
    await assertLedgerSound(t.db);
    await t.close();
  });

  it('sums casino stakes and wins by day, rollbacks left out, with sportsbook GGR, bonus cost and NGR', async () => {
    const r = await get<GgrRow>(`admin/reports/ggr?${around}`);
    expect(r.timeZone).toBe(TZ);
    expect(r.items.map((i) => i.key)).toEqual([shiftDay(today, -1), today, shiftDay(today, 1)]);
    const day = r.items.find((i) => i.key === today)!;
    expect(day).toEqual({
      key: today,
      provider: null,
      bets: 3,
      casinoStakes: '1600',
      casinoWins: '1300',
      casinoGgr: '300',
      sportsbookGgr: '500',
      bonusCost: '3000',
      ngr: '-2200',
    });
    expect(r.items.filter((i) => i.key !== today).every((i) => i.casinoStakes === '0' && i.ngr === '0')).toBe(
      true,
    );
  });

  it('splits the same casino figures by game and by provider, Turkish names intact', async () => {
    const games = await get<GgrRow>(`admin/reports/ggr?${around}&groupBy=game`);
    expect(games.items).toEqual([
      expect.objectContaining({
        key: 'cs-slot',
        provider: 'Çılgın Şans Oyunları',
        casinoGgr: '-600',
        bets: 1,
      }),
      expect.objectContaining({ key: OTHER_GAME, casinoStakes: '200', casinoWins: '0', bets: 1 }),
      expect.objectContaining({ key: TEST_GAME, casinoStakes: '1000', casinoWins: '300', ngr: null }),
    ]);
    const providers = await get<GgrRow>(`admin/reports/ggr?${around}&groupBy=provider`);
    expect(providers.items.map((p) => [p.key, p.casinoGgr])).toEqual([
      ['Wallet Test Studio', '900'],
      ['Çılgın Şans Oyunları', '-600'],
    ]);
    expect(sum(providers.items, (p) => p.casinoGgr)).toBe(sum(games.items, (g) => g.casinoGgr));
  });

  it('sums confirmed deposits and withdrawals by method', async () => {
    const r = await get(`admin/reports/payments?from=${today}&to=${today}`);
    expect(r.items).toEqual([
      { direction: 'deposit', method: 'kart', methodName: 'Kredi Kartı', count: 2, amount: '15000' },
      { direction: 'withdrawal', method: 'havale', methodName: 'Havale/EFT', count: 1, amount: '2500' },
    ]);
  });

  it('counts bonus money granted, converted and forfeited, and what it cost', async () => {
    const r = await get(`admin/reports/bonus-cost?from=${today}&to=${today}`);
    expect(r.items).toEqual([
      { day: today, grantedCount: 2, granted: '8000', converted: '3000', forfeited: '5000', cost: '3000' },
    ]);
  });

  it('counts new and active players by day', async () => {
    const r = await get(`admin/reports/players?from=${today}&to=${today}&groupBy=day`);
    expect(r.items).toEqual([{ day: today, newPlayers: 2, activePlayers: 2 }]);
  });

  it('puts 20:59:59Z on the 10th and 21:00Z on the 11th in Istanbul, both on the 10th in UTC', async () => {
    const range = 'from=2026-01-10&to=2026-01-11';
    const ggr = await get<GgrRow>(`admin/reports/ggr?${range}`);
    expect(ggr.items.map((i) => [i.key, i.casinoStakes])).toEqual([
      ['2026-01-10', '111'],
      ['2026-01-11', '222'],
    ]);
    expect(await get(`admin/reports/players?${range}`)).toMatchObject({
      items: [
        { day: '2026-01-10', newPlayers: 0, activePlayers: 1 },
        { day: '2026-01-11', newPlayers: 1, activePlayers: 1 },
      ],
    });
    const tenth = await get<{ amount: string }>('admin/reports/payments?from=2026-01-10&to=2026-01-10');
    expect(tenth.items.map((i) => i.amount)).toEqual(['1111']);

    await setOption(t.db, 'rg_time_zone', 'UTC');
    try {
      const utc = await get<GgrRow>(`admin/reports/ggr?${range}`);
      expect(utc.timeZone).toBe('UTC');
      expect(utc.items.map((i) => [i.key, i.casinoStakes])).toEqual([
        ['2026-01-10', '333'],
        ['2026-01-11', '0'],
      ]);
    } finally {
      await setOption(t.db, 'rg_time_zone', TZ);
    }
  });

  it('refuses a reversed or too long range as bad input', async () => {
    for (const q of ['from=2026-02-01&to=2026-01-01', 'from=2025-01-01&to=2026-01-02', 'from=2026-01-01']) {
      const res = await call(t.app, `admin/reports/ggr?${q}`, undefined, { token });
      expect(res.statusCode, q).toBe(400);
    }
  });
});
