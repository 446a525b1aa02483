import { adminQueuesSchema } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/accounts.ts';
import { adminToken } from '../../test/admin.ts';
import { insertCustomers } from '../../test/customers.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { createStaffAccount } from '../../test/staff.ts';

const login = (username: string) => ({ username, password: `${username}-Güçlü-Parola-1` });

/** The back-office home: one count per queue the caller may act on, nothing else. */
describe.each(testDatabases())('work queues on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await adminToken(t.app, t.db);
  }, 120_000);
  afterAll(() => t.close());

  const queues = async (token: string) => {
    const res = await call(t.app, 'admin/queues', undefined, { token });
    expect(res.statusCode, res.body).toBe(200);
    return adminQueuesSchema.parse(res.json().data);
  };
  const staff = async (username: string, roles: string[]) => {
    await createStaffAccount(t.app, t.db, { ...login(username), roles }, owner);
    return adminToken(t.app, t.db, login(username));
  };

  it('lists each queue the caller may act on, and counts approvals waiting for her only', async () => {
    const all = await queues(owner);
    expect(all.map((q) => q.queue).sort()).toEqual(
      [
        'approvals',
        'auditChain',
        'bonusClaims',
        'kyc',
        'liftRequests',
        'protectionFlags',
        'withdrawals',
      ].sort(),
    );
    expect(all.every((q) => q.count === 0)).toBe(true);

    const cashier = await staff('kasa', ['payments']);
    const [customer] = await insertCustomers(t.db, 1, 'kuyruk');
    const res = await call(
      t.app,
      'admin/adjustments',
      {
        customerId: Number(customer),
        direction: 'credit',
        amount: 500_000,
        reasonCode: 'other',
        note: 'Kuyruk',
      },
      { token: cashier },
    );
    expect(res.json().data.status).toBe('pending');

    // payments: no approvals (it may not approve), no withdrawals (paying out is the payouts
    // role's, docs/decisions/041-separation-of-duties-for-money.md), no KYC or bonus queues.
    expect(await queues(cashier)).toEqual([]);
    expect((await queues(await staff('odeme', ['payouts']))).map((q) => q.queue)).toEqual(['withdrawals']);
    const mine = await queues(owner);
    expect(mine.find((q) => q.queue === 'approvals')).toEqual({
      queue: 'approvals',
      count: 1,
      permission: 'adjustments:approve',
    });
    const helpdesk = await staff('yardim', ['support']);
    expect(await queues(helpdesk)).toEqual([]);
  });
});
