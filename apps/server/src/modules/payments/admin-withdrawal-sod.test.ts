import { TransactionStatus } from '@lalebet/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, clock, controlClock } from '../../lib/clock.ts';
import { PASSWORD, call, setOption, signUp } from '../../test/accounts.ts';
import { adminToken } from '../../test/admin.ts';
import { approveStaffRequest, createStaffAccount } from '../../test/staff.ts';
import { customerIdOf } from '../../test/customers.ts';
import { testDatabases } from '../../test/harness.ts';
import { assertLedgerSound, fund } from '../../test/ledger.ts';
import { IBAN, methodId } from '../../test/payments.ts';
import { paymentsApp } from './test-kit.ts';

type Reply = { code?: string; message: string; data: Record<string, unknown> | null };
const login = (username: string) => ({ username, password: `${username}-Güçlü-Parola-1` });

/**
 * Who credited a player does not pay them out, and a large payout needs two people
 * (docs/decisions/041-separation-of-duties-for-money.md).
 */
describe.each(testDatabases())('withdrawals: separation of duties on %s', (kind) => {
  let t: Awaited<ReturnType<typeof paymentsApp>>;
  let owner: string;
  let havale: number;
  let n = 0;

  beforeAll(async () => {
    t = await paymentsApp(kind);
    owner = await adminToken(t.app, t.db);
    havale = await methodId(t.db, 2, 'havale');
    await setOption(t.db, 'PayoutDestinationCoolingOffHours', '0');
  }, 180_000);
  afterAll(() => t.close());
  afterEach(() => clock.reset());

  /** A new staff member holding `roles` (optionally linked to a player); returns the username. */
  const staff = async (roles: string[], customerId?: bigint) => {
    const name = `sod${++n}`;
    const link = customerId === undefined ? {} : { customerId: Number(customerId) };
    await createStaffAccount(t.app, t.db, { ...login(name), roles, ...link }, owner);
    return name;
  };
  const token = (name: string) => adminToken(t.app, t.db, login(name));
  /** A player's Pending withdrawal of `amount` lira. */
  async function requested(amount = 250) {
    const player = await signUp(t.app);
    const customer = await customerIdOf(t.db, player.username);
    await fund(t.db, customer, 100_000n);
    const detail = { Amount: amount, Bank: 62, Iban: IBAN, AccountHolder: 'Mehmet Öztürk', BranchCode: 42 };
    const res = await call(
      t.app,
      'payment/withdraw',
      { id: havale, target: 'pay', detail, password: PASSWORD },
      { token: player.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.db
      .selectFrom('payment')
      .select('id')
      .where('customer_id', '=', customer)
      .executeTakeFirstOrThrow();
    return { customer, paymentId: Number(row.id) };
  }
  const confirm = async (id: number, who: string | null) =>
    call(t.app, 'admin/withdrawals/confirm', { id }, { token: who ? await token(who) : owner });
  const codeOf = (res: { statusCode: number; json: <T>() => T }) =>
    res.statusCode === 200 ? 'ok' : (res.json<Reply>().code ?? String(res.statusCode));
  const statusOf = async (id: number) =>
    (await t.db.selectFrom('payment').select('status').where('id', '=', BigInt(id)).executeTakeFirstOrThrow())
      .status;
  const credit = async (who: string, customer: bigint, amount: number) => {
    const res = await call(
      t.app,
      'admin/adjustments',
      {
        customerId: Number(customer),
        direction: 'credit',
        amount,
        reasonCode: 'goodwill_credit',
        note: 'Telafi',
      },
      { token: await token(who) },
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Reply>().data as { id: number; status: string };
  };

  it("refuses the payout to whoever approved the player's credit adjustment, in the last 7 days", async () => {
    const time = controlClock();
    const p = await requested();
    const clerk = await staff(['payments']);
    const adj = await credit(clerk, p.customer, 150_000); // over 1.000 ₺: waits for the owner
    expect(adj.status).toBe('pending');
    const { payloadHash } = (
      await call(t.app, `admin/adjustments/${adj.id}`, undefined, { token: owner, method: 'GET' })
    ).json<{ data: { payloadHash: string } }>().data;
    const approved = await call(
      t.app,
      `admin/adjustments/${adj.id}/approve`,
      { payloadHash },
      { token: owner },
    );
    expect(approved.statusCode, approved.body).toBe(200);

    const refused = await confirm(p.paymentId, null);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Reply>()).toMatchObject({
      code: 'APPROVAL_BENEFICIARY',
      data: { reason: 'credited' },
    });
    expect(await statusOf(p.paymentId)).toBe(TransactionStatus.Pending);

    // Seven days on, the credit no longer binds the owner.
    time.advance(7 * DAY_MS + 60_000);
    owner = await adminToken(t.app, t.db);
    expect(codeOf(await confirm(p.paymentId, null))).toBe('ok');
    expect(await statusOf(p.paymentId)).toBe(TransactionStatus.Confirmed);
    await assertLedgerSound(t.db);
  });

  it('refuses a clerk who credited the player and was then moved to payouts; another pays it', async () => {
    const p = await requested();
    const clerk = await staff(['payments']);
    expect((await credit(clerk, p.customer, 10_000)).status).toBe('executed');
    const { id } = await t.db
      .selectFrom('admin_user')
      .select('id')
      .where('username', '=', clerk)
      .executeTakeFirstOrThrow();
    const moved = await call(
      t.app,
      `admin/staff/${id}/roles`,
      { roles: ['payouts'] },
      { token: owner, method: 'PUT' },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    // A grant that adds a money permission waits for a second staff manager (ADR 044).
    const asked = moved.json<{ data: { status: string; requestId: number | null } }>().data;
    expect(asked.status).toBe('pending');
    await approveStaffRequest(t.app, t.db, asked.requestId!);
    expect(codeOf(await confirm(p.paymentId, clerk))).toBe('APPROVAL_BENEFICIARY');
    expect(codeOf(await confirm(p.paymentId, await staff(['payouts'])))).toBe('ok');
  });

  it('refuses whoever granted the player a bonus or confirmed their claim', async () => {
    const def = await t.db
      .selectFrom('bonus_definition')
      .select('id')
      .where('code', '=', 'free-spins-cash-25')
      .executeTakeFirstOrThrow();
    const granted = await requested();
    const res = await call(
      t.app,
      `admin/customers/${granted.customer}/bonuses`,
      { definitionId: def.id, reason: 'Şikâyet sonrası telafi' },
      { token: owner },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(codeOf(await confirm(granted.paymentId, null))).toBe('APPROVAL_BENEFICIARY');

    const claimed = await requested();
    const now = clock.now();
    const claim = await t.db
      .insertInto('customer_bonus')
      .values({
        customer_id: claimed.customer,
        definition_id: def.id,
        status: 'pending',
        amount: 2_500n,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const decided = await call(
      t.app,
      'admin/bonusclaims/confirm',
      { id: Number(claim.id) },
      { token: owner },
    );
    expect(decided.statusCode, decided.body).toBe(200);
    expect(codeOf(await confirm(claimed.paymentId, null))).toBe('APPROVAL_BENEFICIARY');
    expect(codeOf(await confirm(claimed.paymentId, await staff(['payouts'])))).toBe('ok');
    await assertLedgerSound(t.db);
  });

  it('refuses the staff account linked to the player (admin_user.customer_id)', async () => {
    const p = await requested();
    const linked = await staff(['payouts'], p.customer);
    const res = await confirm(p.paymentId, linked);
    expect(res.statusCode).toBe(403);
    expect(res.json<Reply>().code).toBe('APPROVAL_BENEFICIARY');
    expect(await statusOf(p.paymentId)).toBe(TransactionStatus.Pending);
  });

  it('above the threshold: the first confirm waits, the same person again is refused, a second pays', async () => {
    await setOption(t.db, 'withdrawalapprovalthreshold', '20000'); // 200 ₺
    try {
      const [a, b] = [await staff(['payouts']), await staff(['payouts'])];
      const small = await requested(200); // at the threshold: one person
      expect(codeOf(await confirm(small.paymentId, a))).toBe('ok');

      const p = await requested(250);
      const first = await confirm(p.paymentId, a);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json<Reply>()).toMatchObject({
        data: { status: 'pending_second_approval' },
        message: expect.stringContaining('second staff member'),
      });
      expect(await statusOf(p.paymentId)).toBe(TransactionStatus.Pending);
      const row = async (who: string) =>
        (await call(t.app, 'admin/withdrawals', undefined, { token: await token(who), method: 'GET' }))
          .json<{ data: { items: { id: number; firstApproval: unknown; allowedActions: string[] }[] } }>()
          .data.items.find((i) => i.id === p.paymentId)!;
      expect((await row(a)).firstApproval).toMatchObject({ by: a });
      expect((await row(a)).allowedActions).not.toContain('confirm');
      expect((await row(b)).allowedActions).toContain('confirm');

      const again = await confirm(p.paymentId, a);
      expect(again.statusCode).toBe(403);
      expect(again.json<Reply>().code).toBe('APPROVAL_OWN_REQUEST');
      const second = await confirm(p.paymentId, b);
      expect(second.json<Reply>()).toMatchObject({ data: { status: 'confirmed' } });
      expect(await statusOf(p.paymentId)).toBe(TransactionStatus.Confirmed);
      const events = await t.db
        .selectFrom('auth_audit')
        .select('event')
        .where(({ ref }) => ref('details', '->>').key('paymentId' as never), '=', String(p.paymentId))
        .orderBy('id')
        .execute();
      expect(events.map((e) => e.event)).toEqual(['withdrawal_first_approved', 'withdrawal_confirmed']);
      await assertLedgerSound(t.db);
    } finally {
      await setOption(t.db, 'withdrawalapprovalthreshold', '1000000');
    }
  });

  it('20 parallel confirms by one person above the threshold pay nothing; by two, pay once', async () => {
    await setOption(t.db, 'withdrawalapprovalthreshold', '20000');
    try {
      const [a, b] = [await staff(['payouts']), await staff(['payouts'])];
      const [ta, tb] = [await token(a), await token(b)];
      const p = await requested(300);
      const send = (tok: string) =>
        call(t.app, 'admin/withdrawals/confirm', { id: p.paymentId }, { token: tok });
      const alone = await Promise.all(Array.from({ length: 20 }, () => send(ta)));
      const codes = alone.map(codeOf);
      expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
      expect(codes.filter((c) => c === 'APPROVAL_OWN_REQUEST')).toHaveLength(19);
      expect(await statusOf(p.paymentId)).toBe(TransactionStatus.Pending);

      const q = await requested(300);
      const both = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(t.app, 'admin/withdrawals/confirm', { id: q.paymentId }, { token: i % 2 ? tb : ta }),
        ),
      );
      const paid = both.filter((r) => r.statusCode === 200 && r.json<Reply>().data?.status === 'confirmed');
      expect(paid).toHaveLength(1);
      expect(await statusOf(q.paymentId)).toBe(TransactionStatus.Confirmed);
      const settled = await t.db
        .selectFrom('ledger_transfer')
        .select('id')
        .where('code', '=', 'withdrawal_post')
        .where('metadata', '@>', JSON.stringify({ paymentId: String(q.paymentId) }) as never)
        .execute();
      expect(settled).toHaveLength(1);
      await assertLedgerSound(t.db);
    } finally {
      await setOption(t.db, 'withdrawalapprovalthreshold', '1000000');
    }
  }, 60_000);
});
