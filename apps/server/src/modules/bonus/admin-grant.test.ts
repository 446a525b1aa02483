import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../test/admin.ts';
import { call, setOption } from '../../test/accounts.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { exclude, strongFlag } from '../../test/protection.ts';
import { roleToken } from '../../test/staff.ts';
import { bonusKurus, definitionId, verifiedPlayer } from './test-kit.ts';

describe.each(testDatabases())('back-office bonus grants on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  let free: number;
  let match: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    owner = await adminToken(t.app, t.db);
    free = await definitionId(t.db, 'free-spins-cash-25');
    match = await definitionId(t.db, 'weekend-150');
  }, 180_000);
  afterAll(() => t.close());

  const grant = (customerId: bigint | number, body: object, token = owner, locale: 'tr' | 'en' = 'en') =>
    call(t.app, `admin/customers/${customerId}/bonuses`, body, { token, locale });
  const auditOf = (event: string) =>
    t.db.selectFrom('auth_audit').select(['actor_kind', 'details']).where('event', '=', event).execute();

  it('grants a running definition through the claim grant: ledger, notification, audit with the reason', async () => {
    const p = await verifiedPlayer(t.app, t.db);
    const res = await grant(p.id, { definitionId: free, reason: 'Şikâyet sonrası telafi' }, owner, 'tr');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Bonus oyuncuya verildi.',
      data: { status: 'granted', amount: 2_500 },
    });
    expect(await bonusKurus(t.db, p.id)).toBe(2_500n);
    const row = await t.db
      .selectFrom('customer_bonus')
      .selectAll()
      .where('id', '=', BigInt(res.json().data.customerBonusId))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'active',
      definition_id: free,
      grant_transfer_id: expect.any(String),
    });
    expect(row.decided_by).not.toBeNull();
    const mine = (await p.as('bonus/mine')).json().data;
    expect(mine[0]).toMatchObject({ status: 'active', amount: 25 });
    const notes = (await p.as('customer/notification', { skip: 0, take: 10 })).json().data;
    expect(notes.length).toBe(1);
    const [staffRow] = await auditOf('bonus_granted_by_staff');
    expect(staffRow).toMatchObject({
      actor_kind: 'admin',
      details: {
        customerId: String(p.id),
        definitionId: free,
        amount: '2500',
        reason: 'Şikâyet sonrası telafi',
      },
    });
    expect((await auditOf('bonus_granted')).some((r) => r.details.customerId === String(p.id))).toBe(true);

    // One open bonus per player: a second grant is refused, the first stands.
    const again = await grant(p.id, { definitionId: match, amount: 1_000, reason: 'İkinci deneme' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BONUS_ALREADY_CLAIMED');
    expect(await bonusKurus(t.db, p.id)).toBe(2_500n);
  });

  it('two grants at once to one player: exactly one succeeds', async () => {
    const p = await verifiedPlayer(t.app, t.db);
    const results = await Promise.all([
      grant(p.id, { definitionId: free, reason: 'eşzamanlı 1' }),
      grant(p.id, { definitionId: match, amount: 3_000, reason: 'eşzamanlı 2' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.db
      .selectFrom('customer_bonus')
      .select('id')
      .where('customer_id', '=', p.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('sends a grant above the threshold (site option, default 50,000 kuruş) for approval, audited', async () => {
    const p = await verifiedPlayer(t.app, t.db);
    const big = await grant(p.id, { definitionId: match, amount: 50_001, reason: 'VIP jesti' }, owner, 'tr');
    expect(big.statusCode, big.body).toBe(200);
    expect(big.json()).toMatchObject({
      data: { status: 'pending', amount: 50_001, requestId: expect.any(Number) },
    });
    expect(big.json().message).toMatch(/onaya gönderildi/);
    expect(
      await t.db.selectFrom('customer_bonus').select('id').where('customer_id', '=', p.id).execute(),
    ).toEqual([]);
    expect((await auditOf('bonus_grant_requested')).at(-1)!.details).toMatchObject({
      customerId: String(p.id),
      amount: '50001',
      requestId: String(big.json().data.requestId),
    });

    await setOption(t.db, 'bonusgrantapprovalthreshold', '1000');
    try {
      expect((await grant(p.id, { definitionId: free, reason: 'eşik altı mı?' })).json().data.status).toBe(
        'pending',
      );
    } finally {
      await setOption(t.db, 'bonusgrantapprovalthreshold', '50000');
    }
    const atThreshold = await grant(p.id, { definitionId: match, amount: 50_000, reason: 'tam eşikte' });
    expect(atThreshold.statusCode).toBe(200);
    expect(atThreshold.json().data).toMatchObject({ status: 'granted', amount: 50_000 });
  });

  it('gives nothing to a timed-out, self-excluded, closed or strongly flagged player', async () => {
    for (const state of ['timeout', 'self_exclusion', 'closure', 'flag'] as const) {
      const p = await verifiedPlayer(t.app, t.db);
      if (state === 'flag') await strongFlag(t.db, p.id);
      else await exclude(t.db, p.id, state);
      const res = await grant(p.id, { definitionId: free, reason: 'koruma testi' }, owner, 'tr');
      expect(res.statusCode, state).toBe(403);
      expect(res.json().code).toBe('BONUS_UNAVAILABLE');
      expect(res.json().message).toMatch(/^Bu oyuncu şu anda bonus alamaz/);
      expect(await bonusKurus(t.db, p.id)).toBe(0n);
    }
  });

  it('checks the amount against the definition, and refuses unknown players, paused offers and the trial', async () => {
    const p = await verifiedPlayer(t.app, t.db);
    const cases: [object, string][] = [
      [{ definitionId: match, reason: 'tutar yok' }, 'body.amount'],
      [{ definitionId: free, amount: 2_400, reason: 'farklı tutar' }, 'body.amount'],
      [{ definitionId: match, amount: 10.5, reason: 'kesirli' }, 'body.amount'],
      [{ definitionId: free, reason: 'x' }, 'body.reason'],
      [{ definitionId: free }, 'body.reason'],
      [{ definitionId: 'bir', reason: 'metin kimlik' }, 'body.definitionId'],
      [{ definitionId: free, reason: 'fazla alan', extra: 1 }, 'body'],
    ];
    for (const [body, path] of cases) {
      const res = await grant(p.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    const { max_amount: cap } = await t.db
      .selectFrom('bonus_definition')
      .select('max_amount')
      .where('id', '=', match)
      .executeTakeFirstOrThrow();
    const over = await grant(p.id, { definitionId: match, amount: Number(cap!) + 1, reason: 'üst sınır' });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors[0].path).toBe('body.amount');
    expect((await grant(987_654, { definitionId: free, reason: 'kimse yok' })).json().code).toBe(
      'CUSTOMER_NOT_FOUND',
    );
    expect((await grant(p.id, { definitionId: 987_654, reason: 'tanım yok' })).json().code).toBe(
      'BONUS_NOT_FOUND',
    );
    const trial = await definitionId(t.db, 'trial');
    expect((await grant(p.id, { definitionId: trial, amount: 100, reason: 'deneme' })).json().code).toBe(
      'BONUS_NOT_FOUND',
    );
    await t.db.updateTable('bonus_definition').set({ enabled: false }).where('id', '=', free).execute();
    try {
      expect((await grant(p.id, { definitionId: free, reason: 'durdurulmuş' })).statusCode).toBe(404);
    } finally {
      await t.db.updateTable('bonus_definition').set({ enabled: true }).where('id', '=', free).execute();
    }
    expect(await bonusKurus(t.db, p.id)).toBe(0n);
  });

  it('needs bonuses:grant', async () => {
    const p = await verifiedPlayer(t.app, t.db);
    const support = await roleToken(t.app, t.db, 'support');
    const refused = await grant(p.id, { definitionId: free, reason: 'destek ekibi' }, support);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect((await grant(p.id, { definitionId: free, reason: 'oyuncu' }, p.token)).statusCode).toBe(401);
    const bonus = await roleToken(t.app, t.db, 'bonus');
    expect((await grant(p.id, { definitionId: free, reason: 'bonus ekibi' }, bonus)).statusCode).toBe(200);
  });
});
