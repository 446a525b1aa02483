import {
  DEFAULT_BONUS_CONTRIBUTIONS,
  NotificationKind,
  adminBonusClaimSchema,
  bonusListResponseSchema,
  customerBonusSchema,
} from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../../test/accounts.ts';
import { adminToken } from '../../test/admin.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { assertLedgerSound } from '../../test/ledger.ts';
import { bonusKurus, definitionId, deposited, verifiedPlayer } from './test-kit.ts';

describe.each(testDatabases())('bonus offers and claims on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let free: number;
  let welcome: number;
  let manual: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    admin = await adminToken(t.app, t.db);
    free = await definitionId(t.db, 'free-spins-cash-25');
    welcome = await definitionId(t.db, 'welcome-100');
    const row = await t.db
      .insertInto('bonus_definition')
      .values({
        code: 'test-manual-40',
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

  const claim = (p: Awaited<ReturnType<typeof verifiedPlayer>>, id: number) =>
    p.as('bonus/claim', { definitionId: id });
  const notes = (customerId: bigint) =>
    t.db
      .selectFrom('notification')
      .select(['type', 'note_en'])
      .where('customer_id', '=', customerId)
      .execute();
  const decide = (action: 'confirm' | 'reject', body: object) =>
    call(t.app, `admin/bonusclaims/${action}`, body, { token: admin });

  it('lists a free-rounds offer with its game as the lobby names it, its rounds and one round’s value', async () => {
    const game = await t.db.selectFrom('casino_game').select(['game_code', 'name']).executeTakeFirstOrThrow();
    const { id } = await t.db
      .insertInto('bonus_definition')
      .values({
        code: 'test-free-rounds',
        kind: 'freeRounds',
        title_tr: 'Bedava turlar',
        title_en: 'Free rounds',
        description_tr: 'Test',
        description_en: 'Test',
        wagering_multiple: 1,
        contributions: JSON.stringify(DEFAULT_BONUS_CONTRIBUTIONS),
        max_cashout: 10_000n,
        validity_days: 7,
        claim_mode: 'auto',
        free_rounds_game_code: game.game_code,
        free_rounds_prepaid_uuid: '00000000-0000-4000-8000-000000000000',
        free_rounds_bet_value: 50n,
        free_rounds_count: 20,
        sort: 98,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const p = await verifiedPlayer(t.app, t.db);
    const list = bonusListResponseSchema.parse((await p.as('bonus/list')).json().data);
    expect(list.find((i) => i.definition.id === id)?.definition.freeRounds).toEqual({
      gameCode: game.game_code,
      gameName: game.name,
      rounds: 20,
      roundValue: 0.5,
    });
    expect(list.find((i) => i.definition.id === free)?.definition.freeRounds).toBeNull();
    await t.db.deleteFrom('bonus_definition').where('id', '=', id).execute();
  });

  it('lists the offers with plain-language terms and why each is not claimable yet', async () => {
    const p = await verifiedPlayer(t.app, t.db);
    const res = await p.as('bonus/list', undefined, { locale: 'tr' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = bonusListResponseSchema.parse(res.json().data);
    expect(list.map((i) => i.definition.kind)).not.toContain('trial');
    const byId = new Map(list.map((i) => [i.definition.id, i]));
    expect(byId.get(free)).toMatchObject({ claimable: true, reason: null, reasonText: '' });
    expect(byId.get(welcome)).toMatchObject({ claimable: false, reason: 'depositRequired' });
    expect(byId.get(welcome)!.definition).toMatchObject({ percent: 100, maxAmount: 5000, minDeposit: 100 });
    expect(byId.get(welcome)!.definition.terms.join(' ')).toContain('35 katı');
    const cashback = list.find((i) => i.definition.kind === 'cashback')!;
    expect(cashback).toMatchObject({ claimable: false, reason: 'noLoss' });

    const unverified = await verifiedPlayer(t.app, t.db, false);
    const theirs = bonusListResponseSchema.parse((await unverified.as('bonus/list')).json().data);
    expect(theirs.find((i) => i.definition.id === free)).toMatchObject({
      claimable: false,
      reason: 'phoneNotVerified',
      reasonText: 'Verify your phone number first.',
    });
  });

  it('grants an auto offer at once into the bonus balance, with a Bonus notification', async () => {
    const p = await verifiedPlayer(t.app, t.db);
    const res = await claim(p, free);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Your bonus has been added to your account.');
    const bonus = customerBonusSchema.parse(res.json().data);
    expect(bonus).toMatchObject({
      status: 'active',
      amount: 25,
      remaining: 25,
      wageringRequired: 500,
      wageringDone: 0,
    });
    expect(await bonusKurus(t.db, p.id)).toBe(2500n);
    expect((await p.as('user/balance')).json().data.balance).toBe(0);
    expect(await notes(p.id)).toEqual([
      { type: NotificationKind.Bonus, note_en: expect.stringContaining('25.00') },
    ]);
    const again = await claim(p, free);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BONUS_ALREADY_CLAIMED');
    const list = bonusListResponseSchema.parse((await p.as('bonus/list')).json().data);
    expect(list.find((i) => i.definition.id === manual)).toMatchObject({
      claimable: false,
      reason: 'activeBonus',
    });
    await assertLedgerSound(t.db);
  });

  it('grants once when the same offer is claimed 20 times at once', async () => {
    const p = await verifiedPlayer(t.app, t.db);
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(p, free)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 200))
      expect(r.json().code).toBe('BONUS_ALREADY_CLAIMED');
    const rows = await t.db
      .selectFrom('customer_bonus')
      .select('id')
      .where('customer_id', '=', p.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(await bonusKurus(t.db, p.id)).toBe(2500n);
    await assertLedgerSound(t.db);
  });

  it('computes a deposit match from the latest confirmed deposit, capped', async () => {
    const p = await verifiedPlayer(t.app, t.db);
    const early = await p.as('bonus/claim', { definitionId: welcome }, { locale: 'tr' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'BONUS_NOT_CLAIMABLE',
      message: 'Bu bonus için önce gerekli tutarda para yatırın.',
    });
    await deposited(t.db, p.id, 800_000n);
    const res = await claim(p, welcome);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'active', amount: 5000, wageringRequired: 175_000 });
  });

  it('refuses an unknown offer, the trial offer and an unverified customer', async () => {
    const p = await verifiedPlayer(t.app, t.db);
    expect((await claim(p, 999_999)).json().code).toBe('BONUS_NOT_FOUND');
    expect((await claim(p, await definitionId(t.db, 'trial'))).json().code).toBe('BONUS_NOT_FOUND');
    const u = await verifiedPlayer(t.app, t.db, false);
    expect((await claim(u, free)).json().code).toBe('BONUS_PHONE_NOT_VERIFIED');
    expect((await p.as('bonus/claim', { definitionId: 'x' })).json().code).toBe('VALIDATION_FAILED');
  });

  it('queues a manual offer for the operator, who confirms it: then the money moves and the customer is told', async () => {
    const p = await verifiedPlayer(t.app, t.db);
    const staff = vi.spyOn(t.app.hub, 'sendStaff');
    const res = await claim(p, manual);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Your bonus request has been received and is awaiting approval.');
    // Queued, then decided: the back office's bonus-claims queue changes each time (core/staff-queues.ts).
    const bonusQueue = () =>
      staff.mock.calls.filter(([, a]) => JSON.stringify(a) === '[{"queue":"bonusClaims"}]');
    await vi.waitFor(() => expect(bonusQueue()).toHaveLength(1));
    const pending = customerBonusSchema.parse(res.json().data);
    expect(pending).toMatchObject({
      status: 'pending',
      amount: 40,
      remaining: 0,
      grantedAt: null,
      expiresAt: null,
    });
    expect(await bonusKurus(t.db, p.id)).toBe(0n);

    const queue = await call(t.app, 'admin/bonusclaims?status=pending', undefined, { token: admin });
    expect(queue.statusCode, queue.body).toBe(200);
    const item = queue.json().data.find((c: { id: number }) => c.id === pending.id);
    expect(adminBonusClaimSchema.parse(item)).toMatchObject({
      username: p.username,
      amount: 40,
      status: 'pending',
    });

    const ok = await decide('confirm', { id: pending.id });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe('Bonus claim confirmed.');
    await vi.waitFor(() => expect(bonusQueue()).toHaveLength(2));
    staff.mockRestore();
    expect(await bonusKurus(t.db, p.id)).toBe(4000n);
    const mine = (await p.as('bonus/mine')).json().data;
    expect(mine[0]).toMatchObject({ id: pending.id, status: 'active', remaining: 40, wageringRequired: 200 });
    expect(mine[0].expiresAt).not.toBeNull();
    expect(await notes(p.id)).toEqual([
      { type: NotificationKind.Bonus, note_en: expect.stringContaining('40.00') },
    ]);
    const twice = await decide('confirm', { id: pending.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('BONUS_CLAIM_ALREADY_DECIDED');
    await assertLedgerSound(t.db);
  });

  it('lets the operator reject a claim with a reason; nothing moves and the customer may claim again', async () => {
    const p = await verifiedPlayer(t.app, t.db);
    const pending = (await claim(p, manual)).json().data;
    const res = await decide('reject', { id: pending.id, reason: 'Aynı hanede ikinci hesap.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await bonusKurus(t.db, p.id)).toBe(0n);
    const [note] = await notes(p.id);
    expect(note).toEqual({
      type: NotificationKind.Bonus,
      note_en: expect.stringContaining('Aynı hanede ikinci hesap'),
    });
    const mine = (await p.as('bonus/mine')).json().data;
    expect(mine[0]).toMatchObject({ status: 'rejected', reason: 'Aynı hanede ikinci hesap.' });
    expect((await decide('confirm', { id: pending.id })).json().code).toBe('BONUS_CLAIM_ALREADY_DECIDED');
    expect((await claim(p, manual)).statusCode).toBe(200);
    expect((await decide('reject', { id: 999_999, reason: 'yok' })).json().code).toBe('BONUS_NOT_FOUND');
  });

  it('gives a confirm racing a reject exactly one winner', async () => {
    const p = await verifiedPlayer(t.app, t.db);
    const pending = (await claim(p, manual)).json().data;
    const [a, b] = await Promise.all([
      decide('confirm', { id: pending.id }),
      decide('reject', { id: pending.id, reason: 'Kurallara aykırı' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await bonusKurus(t.db, p.id)).toBe(a.statusCode === 200 ? 4000n : 0n);
    const [row] = await t.db
      .selectFrom('customer_bonus')
      .select('status')
      .where('id', '=', BigInt(pending.id))
      .execute();
    expect(row!.status).toBe(a.statusCode === 200 ? 'active' : 'rejected');
    await assertLedgerSound(t.db);
  });

  it('keeps the back office to operators', async () => {
    const p = await verifiedPlayer(t.app, t.db);
    expect((await p.as('admin/bonusclaims')).statusCode).toBe(401);
    expect((await p.as('admin/bonusclaims/confirm', { id: 1 })).statusCode).toBe(401);
    expect((await call(t.app, 'bonus/list')).statusCode).toBe(401);
  });
});
