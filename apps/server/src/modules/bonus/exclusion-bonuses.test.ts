import { DEFAULT_BONUS_CONTRIBUTIONS } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../lib/clock.ts';
import { PROTECTION_REJECT_REASON } from '../../core/protection/index.ts';
import { call } from '../../test/accounts.ts';
import { adminToken } from '../../test/admin.ts';
import { bonusRow, giveBonus } from '../../test/bonus.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { assertLedgerSound } from '../../test/ledger.ts';
import { exclude } from '../../test/protection.ts';
import { rewardReferrer } from '../../core/bonus/index.ts';
import { unrewardedReferral } from './bonus.repository.ts';
import { bonusKurus, definitionId, deposited, verifiedPlayer } from './test-kit.ts';

/**
 * N-5 of the 2026-12-06 review (docs/decisions/046-protection-gaps.md): no bonus reaches a
 * blocked player by a claim confirmed after the block began, and starting a block ends queued
 * claims (a self-exclusion also forfeits the active bonus, its balance back to the house).
 */
describe.each(testDatabases())('bonuses and blocks on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let manual: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    admin = await adminToken(t.app, t.db);
    const row = await t.db
      .insertInto('bonus_definition')
      .values({
        code: 'test-manual-blocks',
        kind: 'freeMoney',
        title_tr: 'Onaylı bonus',
        title_en: 'Approved bonus',
        description_tr: 'Test',
        description_en: 'Test',
        amount: 4000n,
        wagering_multiple: 5,
        contributions: JSON.stringify(DEFAULT_BONUS_CONTRIBUTIONS),
        validity_days: 10,
        claim_mode: 'manual',
        sort: 99,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    manual = row.id;
  });
  afterAll(() => t.close());

  const queued = async (p: Awaited<ReturnType<typeof verifiedPlayer>>) => {
    const res = await p.as('bonus/claim', { definitionId: manual });
    expect(res.statusCode, res.body).toBe(200);
    return BigInt(res.json().data.id as number);
  };
  const claimRow = (id: bigint) =>
    t.db
      .selectFrom('customer_bonus')
      .select(['status', 'reason_text', 'closed_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const confirm = (id: bigint) =>
    call(t.app, 'admin/bonusclaims/confirm', { id: Number(id) }, { token: admin });

  it('refuses to confirm the claim of a player who self-excluded after claiming: BONUS_UNAVAILABLE', async () => {
    for (const state of ['self_exclusion', 'timeout', 'closure'] as const) {
      const p = await verifiedPlayer(t.app, t.db);
      const claim = await queued(p);
      // Written straight in the table: the exclusion routes would end the claim themselves.
      await exclude(t.db, p.id, state);
      const res = await confirm(claim);
      expect(res.statusCode, state).toBe(403);
      expect(res.json().code).toBe('BONUS_UNAVAILABLE');
      expect((await bonusRow(t.db, claim)).status).toBe('pending');
      expect(await bonusKurus(t.db, p.id)).toBe(0n);
    }
    await assertLedgerSound(t.db);
  });

  it('rejects queued claims when a self-exclusion starts, so a later confirm answers already decided', async () => {
    const p = await verifiedPlayer(t.app, t.db);
    const claim = await queued(p);
    const res = await p.as('customer/selfexclusion', { period: '6m' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await claimRow(claim)).toMatchObject({
      status: 'rejected',
      reason_text: PROTECTION_REJECT_REASON,
    });
    expect((await confirm(claim)).json().code).toBe('BONUS_CLAIM_ALREADY_DECIDED');
    expect(await bonusKurus(t.db, p.id)).toBe(0n);
  });

  it('rejects queued claims at a staff time-out too, but a time-out keeps the active bonus', async () => {
    const withClaim = await verifiedPlayer(t.app, t.db);
    const claim = await queued(withClaim);
    const withBonus = await verifiedPlayer(t.app, t.db);
    const active = await giveBonus(t.db, withBonus.id, 3000n);
    for (const p of [withClaim, withBonus]) {
      const res = await call(
        t.app,
        `admin/customers/${p.id}/timeout`,
        { period: '24h', reason: 'Oyuncunun isteği' },
        { token: admin },
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await bonusRow(t.db, claim)).status).toBe('rejected');
    expect((await bonusRow(t.db, active)).status).toBe('active');
    expect(await bonusKurus(t.db, withBonus.id)).toBe(3000n);
  });

  it('forfeits the active bonus at a self-exclusion: the bonus balance returns to the house', async () => {
    const p = await verifiedPlayer(t.app, t.db);
    const active = await giveBonus(t.db, p.id, 3000n);
    expect(await bonusKurus(t.db, p.id)).toBe(3000n);
    const started = clock.now();
    expect((await p.as('customer/selfexclusion', { period: '1y' })).statusCode).toBe(200);
    const row = await claimRow(active);
    expect(row.status).toBe('forfeited');
    expect(row.closed_at!.getTime()).toBeGreaterThanOrEqual(started.getTime() - 1000);
    expect(await bonusKurus(t.db, p.id)).toBe(0n);
    const ended = await t.db
      .selectFrom('auth_audit')
      .select('details')
      .where('event', '=', 'rg_bonuses_ended')
      .execute();
    expect(JSON.stringify(ended)).toContain(String(active));
    await assertLedgerSound(t.db);
  });

  it('keeps a referral reward withheld during a block out of the bonus list for good', async () => {
    const referrer = await verifiedPlayer(t.app, t.db);
    const friend = await verifiedPlayer(t.app, t.db);
    await t.db
      .updateTable('customer')
      .set({ referred_by: referrer.id })
      .where('id', '=', friend.id)
      .execute();
    await deposited(t.db, friend.id, 10_000n);
    await exclude(t.db, referrer.id, 'timeout');
    const notifier = { notifyWithin: async () => async () => {}, balanceChanged: async () => {} };
    const pushes = await t.db.transaction().execute((trx) => rewardReferrer(trx, notifier, friend.id));
    expect(pushes).toEqual([]);
    expect(await bonusKurus(t.db, referrer.id)).toBe(0n);
    // Even once the time-out is over, nothing is left to claim.
    const referral = await definitionId(t.db, 'refer-a-friend');
    expect(await unrewardedReferral(t.db, referrer.id, referral)).toBeUndefined();
  });
});
