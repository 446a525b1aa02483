import type { ApprovalItem, DebtQueueItem } from '@lalebet/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD, call, setOption, signUp } from '../../test/accounts.ts';
import { adminToken } from '../../test/admin.ts';
import { customerIdOf } from '../../test/customers.ts';
import { owe } from '../../test/debts.ts';
import { type DbKind, type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { assertLedgerSound, fund } from '../../test/ledger.ts';
import { methodId } from '../../test/payments.ts';
import { createStaffAccount, roleToken } from '../../test/staff.ts';

type Reply = { code?: string; data: unknown };
type Queue = { items: DebtQueueItem[]; total: number };

/**
 * docs/decisions/104-debt-write-off.md: a queue of open debts across players, and a
 * four-eyes write-off that closes one debt (no ledger posting) so the player may withdraw again.
 */
describe.each(testDatabases())('debt queue and write-offs on %s', (kind: DbKind) => {
  let t: TestApp;
  let owner: string;
  let asker: string;
  const askerLogin = { username: 'borc-silen', password: 'Borç-Silen-Parolası-2026' };

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    owner = await adminToken(t.app, t.db);
    await setOption(t.db, 'PayoutDestinationCoolingOffHours', '0');
    // Holds both sides, so only the four-eyes rule keeps them from approving their own request.
    const role = await call(
      t.app,
      'admin/roles',
      {
        name: 'debt-desk',
        permissions: ['adjustments:view', 'adjustments:request', 'adjustments:approve', 'customers:view'],
      },
      { token: owner },
    );
    expect(role.statusCode, role.body).toBe(200);
    await createStaffAccount(t.app, t.db, { ...askerLogin, roles: ['debt-desk'] }, owner);
  }, 180_000);
  afterAll(() => t.close());
  beforeEach(async () => {
    owner = await adminToken(t.app, t.db);
    asker = await adminToken(t.app, t.db, askerLogin);
  });

  const send = (url: string, body: object | undefined, token: string) => call(t.app, url, body, { token });
  const queue = async (token = owner) => {
    const res = await send('admin/debts?take=100', undefined, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Reply>().data as Queue;
  };
  const hashOf = async (requestId: number) => {
    const res = await send('admin/approvals?take=100', undefined, owner);
    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json<{ data: { items: ApprovalItem[] } }>().data;
    const item = items.find((i) => i.kind === 'debt_write_off' && i.id === requestId);
    expect(item).toBeDefined();
    return item!;
  };
  const ask = async (debtId: number, reason = 'Hatalı sonuç, tahsil edilemez') => {
    const res = await send(`admin/debts/${debtId}/write-off`, { reason }, asker);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { requestId: number } }>().data.requestId;
  };
  const approve = (id: number, payloadHash: string, token = owner) =>
    send(`admin/debtwriteoffs/${id}/approve`, { payloadHash }, token);
  /** A player owing `owed` kuruş from a corrected bet, with `cash` kuruş on the account. */
  const debtor = async (owed: bigint, cash = 0n) => {
    const player = await signUp(t.app);
    const id = await customerIdOf(t.db, player.username);
    const betId = await owe(t.db, id, owed);
    if (cash > 0n) await fund(t.db, id, cash);
    const debt = await t.db
      .selectFrom('sb_bet_debt')
      .select(['id'])
      .where('bet_id', '=', betId)
      .executeTakeFirstOrThrow();
    return { ...player, customerId: id, betId, debtId: Number(debt.id) };
  };
  const transfers = async () =>
    Number(
      (
        await t.db
          .selectFrom('ledger_transfer')
          .select((eb) => eb.fn.countAll<string>().as('c'))
          .executeTakeFirstOrThrow()
      ).c,
    );

  it('lists open debts oldest first; a write-off waits, is not approved by its requester, then unblocks withdrawals', async () => {
    const p = await debtor(20_000n, 10_000n);
    const papara = await methodId(t.db, 2, 'papara');
    const withdraw = () =>
      call(
        t.app,
        'payment/withdraw',
        { id: papara, target: 'pay', detail: { Amount: 50, PaparaNo: 5_321_234_567 }, password: PASSWORD },
        { token: p.token },
      );
    const blocked = await withdraw();
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json<Reply>().code).toBe('ACCOUNT_DEBT_OPEN');

    const listed = await queue();
    const row = listed.items.find((i) => i.id === p.debtId);
    expect(row).toMatchObject({
      betId: p.betId,
      customerId: Number(p.customerId),
      username: p.username,
      amount: 200,
      collected: 0,
      open: 200,
      writtenOff: 0,
      resolvedAt: null,
      writeOffPending: false,
    });
    const created = listed.items.map((i) => i.createdAt as string);
    expect(created).toEqual([...created].sort());
    expect(listed.total).toBeGreaterThanOrEqual(listed.items.length);
    // Support sees players, not the money queue.
    const support = await call(t.app, 'admin/debts', undefined, {
      token: await roleToken(t.app, t.db, 'support'),
    });
    expect(support.statusCode).toBe(403);

    const requestId = await ask(p.debtId);
    expect((await queue()).items.find((i) => i.id === p.debtId)).toMatchObject({ writeOffPending: true });
    const again = await send(`admin/debts/${p.debtId}/write-off`, { reason: 'İkinci talep' }, asker);
    expect(again.statusCode).toBe(409);
    // Still open: the request alone changes nothing.
    expect((await withdraw()).json<Reply>().code).toBe('ACCOUNT_DEBT_OPEN');

    const item = await hashOf(requestId);
    expect(item).toMatchObject({ amount: '20000', openNow: '20000', allowedActions: ['approve', 'reject'] });
    const own = await approve(requestId, item.payloadHash, asker);
    expect(own.statusCode).toBe(403);
    expect(own.json<Reply>().code).toBe('APPROVAL_OWN_REQUEST');
    const changed = await approve(requestId, 'f'.repeat(64));
    expect(changed.statusCode).toBe(409);
    expect(changed.json<Reply>().code).toBe('APPROVAL_CHANGED');

    const before = await transfers();
    const approved = await approve(requestId, item.payloadHash);
    expect(approved.statusCode, approved.body).toBe(200);
    // Closes the claim only: the house carried the shortfall when the correction posted it.
    expect(await transfers()).toBe(before);
    const debt = await t.db
      .selectFrom('sb_bet_debt')
      .selectAll()
      .where('id', '=', BigInt(p.debtId))
      .executeTakeFirstOrThrow();
    expect(debt).toMatchObject({
      collected: 0n,
      resolved_at: expect.any(Date),
      write_off_id: BigInt(requestId),
    });
    const request = await t.db
      .selectFrom('debt_write_off_request')
      .selectAll()
      .where('id', '=', BigInt(requestId))
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({
      status: 'executed',
      written_off: 20_000n,
      reason: 'Hatalı sonuç, tahsil edilemez',
    });
    expect(request.decided_by).not.toBe(request.requested_by);
    expect((await queue()).items.some((i) => i.id === p.debtId)).toBe(false);

    const allowed = await withdraw();
    expect(allowed.statusCode, allowed.body).toBe(200);
    // Who approved the write-off does not pay the player out for 7 days (ADR 041).
    const payment = await t.db
      .selectFrom('payment')
      .select('id')
      .where('customer_id', '=', p.customerId)
      .where('kind', '=', 2)
      .executeTakeFirstOrThrow();
    const payout = await send('admin/withdrawals/confirm', { id: Number(payment.id) }, owner);
    expect(payout.statusCode).toBe(403);
    expect(payout.json<Reply>().code).toBe('APPROVAL_BENEFICIARY');
    const p360 = await send(`admin/customers/${p.customerId}`, undefined, owner);
    expect(p360.json<{ data: { debts: unknown[] } }>().data.debts).toEqual([]);
    const history = await call(t.app, 'transaction/list', {}, { token: p.token });
    expect(history.json<{ data: { debts: { debts: unknown[] } } }>().data.debts.debts).toMatchObject([
      { amount: 200, writtenOff: 200, open: 0 },
    ]);
    const audit = await t.db
      .selectFrom('auth_audit')
      .select(['event'])
      .where('event', 'in', ['debt_write_off_requested', 'debt_written_off'])
      .where(sql`details->>'requestId'`, '=', String(requestId))
      .execute();
    expect(audit.map((a) => a.event).sort()).toEqual(['debt_write_off_requested', 'debt_written_off']);
    expect((await approve(requestId, item.payloadHash)).json<Reply>().code).toBe('APPROVAL_CLOSED');
    await assertLedgerSound(t.db);
  });

  it('ten approvals at once write the debt off once', async () => {
    const p = await debtor(8_000n);
    const requestId = await ask(p.debtId);
    const { payloadHash } = await hashOf(requestId);
    const answers = await Promise.all(Array.from({ length: 10 }, () => approve(requestId, payloadHash)));
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json<Reply>().code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'ok')).toEqual(Array(9).fill('APPROVAL_CLOSED'));
    const written = await t.db
      .selectFrom('auth_audit')
      .select('event')
      .where('event', '=', 'debt_written_off')
      .where(sql`details->>'requestId'`, '=', String(requestId))
      .execute();
    expect(written).toHaveLength(1);
    const debt = await t.db
      .selectFrom('sb_bet_debt')
      .select(['resolved_at', 'write_off_id'])
      .where('id', '=', BigInt(p.debtId))
      .executeTakeFirstOrThrow();
    expect(debt).toMatchObject({ resolved_at: expect.any(Date), write_off_id: BigInt(requestId) });
    await assertLedgerSound(t.db);
  });

  it('a rejected write-off leaves the debt open and lets a new one be asked', async () => {
    const p = await debtor(4_000n);
    const requestId = await ask(p.debtId);
    const rejected = await send(
      `admin/debtwriteoffs/${requestId}/reject`,
      { reason: 'Tahsil edilebilir' },
      owner,
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await queue()).items.find((i) => i.id === p.debtId)).toMatchObject({
      open: 40,
      writeOffPending: false,
    });
    await ask(p.debtId, 'Yeniden değerlendirildi');
  });
});
