import { type ApprovalItem, approvalPageSchema } from '@lalebet/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS, clock, controlClock } from '../../lib/clock.ts';
import { call } from '../../test/accounts.ts';
import { adminToken } from '../../test/admin.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { assertLedgerSound } from '../../test/ledger.ts';
import { roleToken } from '../../test/staff.ts';
import { bonusKurus, definitionId, verifiedPlayer } from './test-kit.ts';

type Grant = Extract<ApprovalItem, { kind: 'bonus_grant' }>;

/** docs/decisions/035-four-eyes-approvals.md: a large staff grant waits for a second person. */
describe.each(testDatabases())('four-eyes bonus grants on %s', (kind) => {
  let t: TestApp;
  let match: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    match = await definitionId(t.db, 'weekend-150');
  }, 180_000);
  afterAll(() => t.close());
  afterEach(() => clock.reset());

  // The owner (admin role) asks; a member of the bonus team approves. Both hold bonuses:grant.
  const owner = () => adminToken(t.app, t.db);
  const bonusTeam = () => roleToken(t.app, t.db, 'bonus');
  const grant = async (customerId: bigint, amount: number, locale: 'tr' | 'en' = 'en') =>
    call(
      t.app,
      `admin/customers/${customerId}/bonuses`,
      { definitionId: match, amount, reason: 'VIP jesti' },
      {
        token: await owner(),
        locale,
      },
    );
  const inbox = async (token: string) => {
    const res = await call(t.app, 'admin/approvals', undefined, { token, method: 'GET' });
    expect(res.statusCode, res.body).toBe(200);
    return approvalPageSchema.parse(res.json().data);
  };
  const seen = async (id: number, token: string) =>
    (await inbox(token)).items.find((i): i is Grant => i.kind === 'bonus_grant' && i.id === id);
  const approve = (id: number, payloadHash: string, token: string) =>
    call(t.app, `admin/bonusgrants/${id}/approve`, { payloadHash }, { token });
  const reject = (id: number, reason: string, token: string) =>
    call(t.app, `admin/bonusgrants/${id}/reject`, { reason }, { token });
  const requestRow = (id: number) =>
    t.db.selectFrom('bonus_grant_request').selectAll().where('id', '=', BigInt(id)).executeTakeFirstOrThrow();
  const bonusesOf = (customerId: bigint) =>
    t.db
      .selectFrom('customer_bonus')
      .select(['id', 'status', 'amount'])
      .where('customer_id', '=', customerId)
      .execute();
  const pending = async (amount = 60_000) => {
    const p = await verifiedPlayer(t.app, t.db);
    const res = await grant(p.id, amount);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'pending', amount });
    return { p, id: res.json().data.requestId as number };
  };

  it('waits above the threshold; another member approves and the bonus is given once', async () => {
    const p = await verifiedPlayer(t.app, t.db);
    const res = await grant(p.id, 60_000, 'tr');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(/onaya gönderildi/);
    const id = res.json().data.requestId as number;
    expect(await bonusesOf(p.id)).toEqual([]);
    expect(await bonusKurus(t.db, p.id)).toBe(0n);

    const approver = await bonusTeam();
    const item = await seen(id, approver);
    expect(item).toMatchObject({
      username: p.username,
      amount: '60000',
      definitionTitle: 'Weekend 150% Bonus',
      reason: 'VIP jesti',
      status: 'pending',
      requestedBy: 'operator',
      allowedActions: ['approve', 'reject'],
    });
    expect(new Date(item!.expiresAt!).getTime() - new Date(item!.requestedAt).getTime()).toBe(72 * HOUR_MS);
    expect(await seen(id, await owner())).toBeUndefined(); // not in the requester's inbox
    const queue = await call(t.app, 'admin/queues', undefined, { token: approver, method: 'GET' });
    expect(queue.json().data.find((q: { queue: string }) => q.queue === 'approvals')).toMatchObject({
      permission: 'bonuses:grant',
      count: expect.any(Number),
    });

    const ok = await approve(id, item!.payloadHash, approver);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await bonusKurus(t.db, p.id)).toBe(60_000n);
    const given = await bonusesOf(p.id);
    expect(given).toEqual([{ id: expect.anything(), status: 'active', amount: 60_000n }]);
    expect(await requestRow(id)).toMatchObject({ status: 'executed', customer_bonus_id: given[0]!.id });
    expect(await seen(id, approver)).toBeUndefined();
    const events = await t.db
      .selectFrom('auth_audit')
      .select('event')
      .where(({ ref }) => ref('details', '->>').key('requestId' as never), '=', String(id))
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.event)).toEqual(['bonus_grant_requested', 'bonus_grant_approved']);
    // Decided: a second approval finds it closed.
    expect((await approve(id, item!.payloadHash, approver)).json().code).toBe('APPROVAL_CLOSED');
    await assertLedgerSound(t.db);
  });

  it('refuses the requester, a changed request and an expired one', async () => {
    const { p, id } = await pending();
    const approver = await bonusTeam();
    const hash = (await seen(id, approver))!.payloadHash;
    for (const res of [await approve(id, hash, await owner()), await reject(id, 'Kendim', await owner())]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('APPROVAL_OWN_REQUEST');
    }
    expect((await approve(id, 'a'.repeat(64), approver)).json().code).toBe('APPROVAL_CHANGED');
    const other = await pending(70_000);
    expect((await approve(other.id, hash, approver)).json().code).toBe('APPROVAL_CHANGED');
    // The stored request cannot change under its hash: the database refuses the edit.
    await expect(
      t.db.updateTable('bonus_grant_request').set({ amount: 1n }).where('id', '=', BigInt(id)).execute(),
    ).rejects.toThrow(/bonus_grant_request: a request is immutable/);
    // Nor can the requester decide it at the database, whatever a service did.
    await expect(
      t.db
        .updateTable('bonus_grant_request')
        .set({ status: 'rejected', decided_by: (await requestRow(id)).requested_by, decided_at: new Date() })
        .where('id', '=', BigInt(id))
        .execute(),
    ).rejects.toThrow(/bonus_grant_request_four_eyes/);

    controlClock(clock.ms() + 72 * HOUR_MS);
    const late = await bonusTeam(); // the old session timed out on the moved clock
    expect((await approve(id, hash, late)).json().code).toBe('APPROVAL_EXPIRED');
    expect(await seen(id, late)).toBeUndefined();
    expect(await bonusesOf(p.id)).toEqual([]);
  });

  it('rejects with a reason, audited; then it is closed', async () => {
    const { p, id } = await pending();
    const approver = await bonusTeam();
    const hash = (await seen(id, approver))!.payloadHash;
    expect((await reject(id, 'x', approver)).statusCode).toBe(400);
    const res = await reject(id, 'Belge yok', approver);
    expect(res.statusCode, res.body).toBe(200);
    expect(await requestRow(id)).toMatchObject({ status: 'rejected', decision_reason: 'Belge yok' });
    expect((await approve(id, hash, approver)).json().code).toBe('APPROVAL_CLOSED');
    expect(await bonusesOf(p.id)).toEqual([]);
    const [row] = await t.db
      .selectFrom('auth_audit')
      .select('details')
      .where('event', '=', 'bonus_grant_rejected')
      .where(({ ref }) => ref('details', '->>').key('requestId' as never), '=', String(id))
      .execute();
    expect(row!.details).toMatchObject({ customerId: String(p.id), amount: '60000', reason: 'Belge yok' });
  });

  it('keeps the request pending when the bonus cannot be given any more', async () => {
    const { p, id } = await pending();
    const free = await definitionId(t.db, 'free-spins-cash-25');
    expect(
      (
        await call(
          t.app,
          `admin/customers/${p.id}/bonuses`,
          { definitionId: free, reason: 'küçük jest' },
          {
            token: await owner(),
          },
        )
      ).json().data.status,
    ).toBe('granted');
    const approver = await bonusTeam();
    const res = await approve(id, (await seen(id, approver))!.payloadHash, approver);
    expect(res.json().code).toBe('BONUS_ALREADY_CLAIMED');
    expect((await requestRow(id)).status).toBe('pending');
    expect(await bonusKurus(t.db, p.id)).toBe(2_500n);
  });

  it('executes once under ten concurrent approvals', async () => {
    const { p, id } = await pending(80_000);
    const approver = await bonusTeam();
    const hash = (await seen(id, approver))!.payloadHash;
    const answers = await Promise.all(Array.from({ length: 10 }, () => approve(id, hash, approver)));
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'ok').every((c) => c === 'APPROVAL_CLOSED')).toBe(true);
    expect(await bonusesOf(p.id)).toHaveLength(1);
    expect(await bonusKurus(t.db, p.id)).toBe(80_000n);
    await assertLedgerSound(t.db);
  });

  it('needs bonuses:grant and a stepped-up session to decide', async () => {
    const { id } = await pending();
    const approver = await bonusTeam();
    const hash = (await seen(id, approver))!.payloadHash;
    const support = await roleToken(t.app, t.db, 'support');
    expect((await approve(id, hash, support)).json().code).toBe('FORBIDDEN');
    expect((await inbox(support)).items).toEqual([]);
    await t.db.updateTable('admin_session').set({ step_up_until: null }).execute();
    for (const res of [await approve(id, hash, approver), await reject(id, 'Neden yok', approver)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('STEP_UP_REQUIRED');
    }
  });
});
