import type { AffiliateFeed, AffiliateFeedRow } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFeedTokens } from '../../config/fields.ts';
import { adminToken } from '../../test/admin.ts';
import { call, signUp } from '../../test/accounts.ts';
import { customerIdOf } from '../../test/customers.ts';
import { type TestApp, testDatabases } from '../../test/harness.ts';
import { assertLedgerSound, fund } from '../../test/ledger.ts';
import { bonusLife, dayIn, play } from '../../test/reports.ts';
import { TEST_GAME, createWalletTestApp, newGameSession } from '../../test/wallet.ts';
import { chargeback, expectedFromEntries, movePostings, sportsBet, withdrawal } from './test-kit.ts';

const TOKEN = 'feed-token-0123456789abcdefghij';
const TZ = 'Europe/Istanbul';
/** Istanbul keeps UTC+3 all year: a local day is [D 00:00+03:00, D+1 00:00+03:00). */
const bounds = (day: string) => {
  const from = new Date(`${day}T00:00:00+03:00`);
  return [from, new Date(from.getTime() + 86_400_000)] as const;
};

/** docs/decisions/092: the daily NGR feed per btag, checked against the ledger's postings. */
describe.each(testDatabases())('affiliate NGR feed on %s', (kind) => {
  let t: TestApp;
  const today = dayIn(TZ);
  const north: bigint[] = [];
  const all: bigint[] = [];
  const feed = async (day: string, headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) =>
    t.app.inject({ url: `/api/affiliates/feed?day=${day}`, headers });
  const rowOf = async (day: string, btag: string) => {
    const res = await feed(day);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: AffiliateFeed }>().data.items.find((r) => r.btag === btag)!;
  };

  async function player(btag?: string) {
    const p = await signUp(t.app, btag ? { btag } : {});
    const id = await customerIdOf(t.db, p.username);
    all.push(id);
    const token = await newGameSession(t.db, id, { game: TEST_GAME });
    return { customerId: id, user: p.session.usercode as string, token };
  }

  beforeAll(async () => {
    const tokens = parseFeedTokens(`test-platform:${TOKEN}`);
    t = await createWalletTestApp(kind, { config: { affiliateFeedTokens: tokens } });
    const admin = await adminToken(t.app, t.db);
    for (const btag of ['north', 'south']) {
      const res = await call(t.app, 'admin/affiliates', { btag, name: `Ortak ${btag}` }, { token: admin });
      expect(res.statusCode, res.body).toBe(200);
    }
    const a1 = await player('north');
    const a2 = await player('north');
    north.push(a1.customerId, a2.customerId);
    await fund(t.db, a1.customerId, 50_000n);
    await fund(t.db, a1.customerId, 10_000n);
    await play(t.app, a1, TEST_GAME, 1_000n, 300n);
    await play(t.app, a1, TEST_GAME, 2_000n);
    await sportsBet(t.db, a1.customerId, 700n, 0n);
    await bonusLife(t.db, { id: 910_001n, customer_id: a1.customerId, amount: 5_000n }, 'convert');
    await withdrawal(t.db, a1.customerId, 2_000n);
    await fund(t.db, a2.customerId, 20_000n);
    await sportsBet(t.db, a2.customerId, 300n, 800n);
    await bonusLife(t.db, { id: 910_002n, customer_id: a2.customerId, amount: 4_000n }, 'forfeit');
    await chargeback(t.db, a2.customerId, 1_000n);
    // A player without a btag plays too: none of it may reach any affiliate's row.
    const free = await player();
    await fund(t.db, free.customerId, 9_000n);
    await play(t.app, free, TEST_GAME, 400n);
    // Either side of midnight on 10-11 January, Istanbul time.
    for (const at of ['2026-01-10T20:59:59.999Z', '2026-01-11T00:00:00+03:00']) {
      const c = await player('south');
      await fund(t.db, c.customerId, at.startsWith('2026-01-10') ? 7_000n : 8_000n);
      await movePostings(t.db, [c.customerId], new Date(at));
      await t.db
        .updateTable('customer')
        .set({ created_at: new Date(at) })
        .where('id', '=', c.customerId)
        .execute();
    }
    await assertLedgerSound(t.db);
  }, 120_000);
  afterAll(() => t.close());

  it("agrees with the ledger: each btag's money is its players' postings of the day", async () => {
    const row = await rowOf(today, 'north');
    const want = await expectedFromEntries(t.db, north, ...bounds(today));
    expect(want.casinoGgr).not.toBe(0);
    expect(want.sportsGgr).not.toBe(0);
    expect(want.bonusCost).not.toBe(0);
    expect(row).toMatchObject(want);
    expect(row.ggr).toBe(want.casinoGgr + want.sportsGgr);
    expect(row.ngr).toBe(row.ggr - want.bonusCost);
    expect(row).toMatchObject({ registrations: 2, deposits: 3, firstDeposits: 2, withdrawals: 1 });
    expect(row.firstDepositAmount).toBe(50_000 + 20_000);
    // The unattributed player's money is in no row: all rows together are the attributed players'.
    const res = await feed(today);
    const items = res.json<{ data: AffiliateFeed }>().data.items;
    const sum = (k: keyof AffiliateFeedRow) => items.reduce((a, r) => a + Number(r[k]), 0);
    const attributed = await expectedFromEntries(
      t.db,
      all.filter((id) => id !== all[2]),
      ...bounds(today),
    );
    expect(sum('depositAmount')).toBe(attributed.depositAmount);
    expect(sum('casinoGgr')).toBe(attributed.casinoGgr);
  });

  it('serves the same numbers as CSV, amounts as decimal integers', async () => {
    const json = await rowOf(today, 'north');
    const res = await t.app.inject({
      url: `/api/affiliates/feed?day=${today}&format=csv`,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const [header, ...lines] = res.body.trim().split('\r\n');
    const cols = header!.split(',');
    const north = lines.map((l) => l.split(',')).find((c) => c[1] === 'north')!;
    const at = (name: string) => north[cols.indexOf(name)];
    expect(at('ngr_kurus')).toBe(String(json.ngr));
    expect(at('deposit_kurus')).toBe(String(json.depositAmount));
    expect(at('bonus_cost_kurus')).toMatch(/^-?\d+$/);
  });

  it('cuts days at midnight in Istanbul', async () => {
    const before = await rowOf('2026-01-10', 'south');
    const after = await rowOf('2026-01-11', 'south');
    expect(before).toMatchObject({ registrations: 1, deposits: 1, depositAmount: 7_000, firstDeposits: 1 });
    expect(after).toMatchObject({ registrations: 1, deposits: 1, depositAmount: 8_000, firstDeposits: 1 });
  });

  it('refuses a missing or wrong token, and a staff or player session', async () => {
    const player = await signUp(t.app);
    const admin = await adminToken(t.app, t.db);
    const cases: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Bearer ${admin}` },
      { authorization: `Bearer ${player.token}` },
    ];
    for (const headers of cases) {
      const res = await feed(today, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }
  });
});
