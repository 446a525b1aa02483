import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { availableBalance } from '../../core/ledger/index.ts';
import { HOUR_MS, clock, controlClock } from '../../lib/clock.ts';
import { call } from '../../test/accounts.ts';
import { adminToken } from '../../test/admin.ts';
import { createStaffAccount } from '../../test/staff.ts';
import { insertCustomers } from '../../test/customers.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { assertLedgerSound } from '../../test/ledger.ts';

type Reply = { code?: string; data: { id: number; status: 'executed' | 'pending' } };
const login = (username: string) => ({ username, password: `${username}-Güçlü-Parola-1` });
const SLICE = 99_999n; // 999,99 ₺: under the 1.000 ₺ threshold on its own

/**
 * The four-eyes threshold counts rolling 24-hour totals per requester and per player, decided in
 * the statement that writes the request (docs/decisions/041-separation-of-duties-for-money.md;
 * docs/decisions/041-separation-of-duties-for-money.md: slices of 999,99 ₺ each executed alone before).
 */
describe.each(testDatabases())('adjustments: rolling four-eyes totals on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  let n = 0;

  /** A fresh member of the seeded payments role (requests adjustments, pays nothing out). */
  const clerk = async () => {
    const name = `kasa${++n}`;
    await createStaffAccount(t.app, t.db, { ...login(name), roles: ['payments'] }, owner);
    return name;
  };
  const credit = async (name: string, customer: bigint, amount = SLICE) => {
    const token = await adminToken(t.app, t.db, login(name));
    const res = await call(
      t.app,
      'admin/adjustments',
      {
        customerId: Number(customer),
        direction: 'credit',
        amount: String(amount),
        reasonCode: 'goodwill_credit',
        note: 'Dilimli kredi',
      },
      { token },
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Reply>().data;
  };
  const player = async () => (await insertCustomers(t.db, 1, `dilim${++n}`))[0]!;

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await adminToken(t.app, t.db);
  }, 120_000);
  afterAll(() => t.close());
  afterEach(() => clock.reset());

  it('a payments clerk crediting 999,99 ₺ twice to one player: the second waits', async () => {
    const me = await clerk();
    const p = await player();
    expect((await credit(me, p)).status).toBe('executed');
    expect((await credit(me, p)).status).toBe('pending');
    expect(await availableBalance(t.db, p)).toBe(SLICE);
    await assertLedgerSound(t.db);
  });

  it("counts the requester's total across players, and the player's across requesters", async () => {
    const me = await clerk();
    const [a, b] = [await player(), await player()];
    expect((await credit(me, a)).status).toBe('executed');
    expect((await credit(me, b)).status).toBe('pending'); // her 24 h total
    const [x, y] = [await clerk(), await clerk()];
    const c = await player();
    expect((await credit(x, c, 60_000n)).status).toBe('executed');
    expect((await credit(y, c, 60_000n)).status).toBe('pending'); // the player's 24 h total
  });

  it('forgets after 24 hours, and a rejected request does not count', async () => {
    const time = controlClock();
    const me = await clerk();
    const p = await player();
    expect((await credit(me, p)).status).toBe('executed');
    const waiting = await credit(me, p, 10_000n);
    expect(waiting.status).toBe('pending');
    time.advance(24 * HOUR_MS + 60_000);
    owner = await adminToken(t.app, t.db);
    expect((await credit(me, p, 50_000n)).status).toBe('executed');
    // The 10.000-kuruş request is out of the window too; one rejected now would not count either.
    const other = await clerk();
    const q = await player();
    const big = await credit(other, q, 100_000n);
    expect(big.status).toBe('pending');
    const rej = await call(
      t.app,
      `admin/adjustments/${big.id}/reject`,
      { reason: 'Belge yok' },
      { token: owner },
    );
    expect(rej.statusCode, rej.body).toBe(200);
    expect((await credit(other, q)).status).toBe('executed');
  });

  it('20 parallel slices for one player leave at most one executed', async () => {
    const me = await clerk();
    const p = await player();
    await adminToken(t.app, t.db, login(me));
    const answers = await Promise.all(Array.from({ length: 20 }, () => credit(me, p)));
    const executed = answers.filter((a) => a.status === 'executed');
    expect(executed.length).toBeLessThanOrEqual(1);
    expect(answers.filter((a) => a.status === 'pending')).toHaveLength(20 - executed.length);
    expect(await availableBalance(t.db, p)).toBe(SLICE * BigInt(executed.length));
    await assertLedgerSound(t.db);
  }, 60_000);

  it('20 parallel slices by one clerk to 20 players leave at most one executed', async () => {
    const me = await clerk();
    const players = await insertCustomers(t.db, 20, `yirmi${++n}`);
    await adminToken(t.app, t.db, login(me));
    const answers = await Promise.all(players.map((p) => credit(me, p)));
    expect(answers.filter((a) => a.status === 'executed').length).toBeLessThanOrEqual(1);
    let paid = 0n;
    for (const p of players) paid += await availableBalance(t.db, p);
    expect(paid).toBeLessThanOrEqual(SLICE);
    await assertLedgerSound(t.db);
  }, 60_000);
});
