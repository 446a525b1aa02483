import { approvalPageSchema } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/accounts.ts';
import { adminSession, adminToken } from '../../test/admin.ts';
import { insertCustomers } from '../../test/customers.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { assertLedgerSound } from '../../test/ledger.ts';
import { createStaffAccount } from '../../test/staff.ts';

const login = (username: string) => ({ username, password: `${username}-Güçlü-Parola-1` });

/**
 * One inbox for every kind of four-eyes request, and the beneficiary rule across kinds
 * (docs/decisions/035-four-eyes-approvals.md).
 */
describe.each(testDatabases())('the approvals inbox on %s', (kind) => {
  let t: TestApp;
  let definitionId: number;
  const send = (url: string, body: object | undefined, token: string) =>
    call(t.app, url, body, { token, ...(body === undefined ? { method: 'GET' as const } : {}) });
  const staff = async (username: string, roles: string[], customerId?: bigint) => {
    const body = { ...login(username), roles, ...(customerId ? { customerId: Number(customerId) } : {}) };
    await createStaffAccount(t.app, t.db, body, await adminToken(t.app, t.db));
  };
  const as = async (username: string) => (await adminSession(t.app, t.db, login(username))).token;
  const inbox = async (token: string) => {
    const res = await send('admin/approvals?sort=requestedAt&order=asc', undefined, token);
    expect(res.statusCode, res.body).toBe(200);
    return approvalPageSchema.parse(res.json().data);
  };
  const adjust = async (customerId: bigint, amount: number, token: string) =>
    send(
      'admin/adjustments',
      {
        customerId: Number(customerId),
        direction: 'credit',
        amount,
        reasonCode: 'goodwill_credit',
        note: 'Jest',
      },
      token,
    );
  const grant = (customerId: bigint, amount: number, token: string) =>
    send(`admin/customers/${customerId}/bonuses`, { definitionId, amount, reason: 'VIP jesti' }, token);

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    definitionId = (
      await t.db
        .selectFrom('bonus_definition')
        .select('id')
        .where('code', '=', 'weekend-150')
        .executeTakeFirstOrThrow()
    ).id;
    await staff('kasa', ['payments']);
    await staff('finans', ['finance']);
    await staff('bonusci', ['bonus']);
  }, 180_000);
  afterAll(() => t.close());

  it('lists both kinds to whoever may decide them, with what approving does', async () => {
    const [player] = await insertCustomers(t.db, 1, 'kutu');
    const adj = await adjust(player!, 200_000, await as('kasa'));
    expect(adj.json().data.status).toBe('pending');
    const gr = await grant(player!, 60_000, await as('bonusci'));
    expect(gr.json().data.status).toBe('pending');

    const owner = await adminToken(t.app, t.db);
    const all = await inbox(owner);
    expect(all.total).toBe(2);
    expect(all.items.map((i) => i.kind)).toEqual(['adjustment', 'bonus_grant']);
    expect(all.items[0]).toMatchObject({ id: adj.json().data.id, amount: '200000', direction: 'credit' });
    expect(all.items[1]).toMatchObject({
      id: gr.json().data.requestId,
      username: expect.stringMatching(/^kutu/),
      customerId: Number(player),
      amount: '60000',
      definitionCode: 'weekend-150',
      definitionTitle: 'Weekend 150% Bonus',
      requestedBy: 'bonusci',
      allowedActions: ['approve', 'reject'],
    });
    const paged = await send('admin/approvals?take=1&skip=1&sort=requestedAt&order=asc', undefined, owner);
    expect(approvalPageSchema.parse(paged.json().data)).toMatchObject({
      total: 2,
      items: [{ kind: 'bonus_grant' }],
    });
    const queues = (await send('admin/queues', undefined, owner)).json().data;
    expect(queues.find((q: { queue: string }) => q.queue === 'approvals')).toMatchObject({ count: 2 });

    // Each sees the kinds they may decide, never their own request.
    expect((await inbox(await as('finans'))).items.map((i) => i.kind)).toEqual(['adjustment']);
    expect((await inbox(await as('bonusci'))).items).toEqual([]);
    expect((await inbox(await as('kasa'))).items).toEqual([]);
    const bonusQueue = (await send('admin/queues', undefined, await as('bonusci'))).json().data;
    expect(bonusQueue.find((q: { queue: string }) => q.queue === 'approvals')).toEqual({
      queue: 'approvals',
      permission: 'bonuses:grant',
      count: 0,
    });

    for (const item of all.items) {
      const url = item.kind === 'adjustment' ? 'admin/adjustments' : 'admin/bonusgrants';
      const res = await send(`${url}/${item.id}/approve`, { payloadHash: item.payloadHash }, owner);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await inbox(owner)).total).toBe(0);
    await assertLedgerSound(t.db);
  });

  it('keeps a staff member away from money for their own player account, both kinds', async () => {
    const [mine] = await insertCustomers(t.db, 1, 'kendi');
    // Requests, approves and grants both kinds (the admin role no longer requests, ADR 041).
    await staff('kendisi', ['payments', 'finance', 'bonus'], mine);
    const self = await as('kendisi');

    // Asking, at once or for approval, is refused.
    for (const res of [
      await adjust(mine!, 500, self),
      await grant(mine!, 1_000, self),
      await grant(mine!, 60_000, self),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe('APPROVAL_BENEFICIARY');
    }
    // Someone else's requests for that player: not in their inbox, and not theirs to decide.
    const adj = (await adjust(mine!, 300_000, await as('kasa'))).json().data.id as number;
    const gr = (await grant(mine!, 70_000, await as('bonusci'))).json().data.requestId as number;
    expect(
      (await inbox(self)).items.filter((i) => 'customerId' in i && i.customerId === Number(mine)),
    ).toEqual([]);
    expect((await send('admin/adjustments?mine=true', undefined, self)).json().data.items).toEqual([]);
    expect((await send(`admin/adjustments/${adj}`, undefined, self)).json().data.allowedActions).toEqual([]);
    const owner = await adminToken(t.app, t.db);
    const hashes = new Map((await inbox(owner)).items.map((i) => [`${i.kind}:${i.id}`, i.payloadHash]));
    const decisions = [
      await send(`admin/adjustments/${adj}/approve`, { payloadHash: hashes.get(`adjustment:${adj}`) }, self),
      await send(`admin/bonusgrants/${gr}/approve`, { payloadHash: hashes.get(`bonus_grant:${gr}`) }, self),
      await send(`admin/adjustments/${adj}/reject`, { reason: 'Kendime' }, self),
      await send(`admin/bonusgrants/${gr}/reject`, { reason: 'Kendime' }, self),
    ];
    for (const res of decisions) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe('APPROVAL_BENEFICIARY');
    }

    // The database refuses it too, whatever a service does.
    const selfId = (
      await t.db
        .selectFrom('admin_user')
        .select('id')
        .where('username', '=', 'kendisi')
        .executeTakeFirstOrThrow()
    ).id;
    for (const table of ['admin_adjustment', 'bonus_grant_request'] as const) {
      const id = BigInt(table === 'admin_adjustment' ? adj : gr);
      await expect(
        t.db
          .updateTable(table)
          .set({
            status: 'rejected',
            decided_by: selfId,
            decided_at: new Date(),
            decision_reason: 'arka kapı',
          })
          .where('id', '=', id)
          .execute(),
      ).rejects.toThrow(/beneficiary/);
    }

    // Unlinked, the same person may decide them again.
    const link = await call(
      t.app,
      `admin/staff/${selfId}/customer`,
      { customerId: null },
      { token: owner, method: 'PUT' },
    );
    expect(link.statusCode, link.body).toBe(200);
    const reject = await send(`admin/bonusgrants/${gr}/reject`, { reason: 'Gerekçe yok' }, self);
    expect(reject.statusCode, reject.body).toBe(200);
  });
});
