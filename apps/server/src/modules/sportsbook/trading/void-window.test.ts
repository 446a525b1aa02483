import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthenticatedAdmin } from '../../../core/accounts/index.ts';
import { HOUR_MS } from '../../../lib/clock.ts';
import { setOption } from '../../../test/accounts.ts';
import { insertCustomers } from '../../../test/customers.ts';
import { type TestDb, createTestDb, testDatabases } from '../../../test/harness.ts';
import { fund } from '../../../test/ledger.ts';
import {
  assertSettlementSound,
  betOf,
  cash,
  line,
  placeBet,
  recordingNotifier,
} from '../bets/settle/bets.test-kit.ts';
import { systemAccountsCache } from '../bets/settle/sink-steps.ts';
import { createSettlementSink } from '../bets/settle/sink.ts';
import { staffMember } from './desk.test-kit.ts';
import type { TradingContext } from './void-context.ts';
import { voidRequestHash } from './void-repository.ts';
import { approveVoid, requestVoid } from './void.service.ts';

/**
 * The obvious-error window (docs/decisions/087-margins-and-obvious-error.md): a settled bet is
 * voided as an obvious error only within `sportsbook.obviouserror.hours` of its settlement, with
 * the four-eyes of every void; once the window closed it is refused and nothing moves.
 */
describe.each(testDatabases())('obvious-error voids on %s', (kind) => {
  let t: TestDb;
  let player: bigint;
  let ctx: TradingContext;
  let trader: AuthenticatedAdmin;
  let second: AuthenticatedAdmin;
  let n = 0;
  const pushes = recordingNotifier();
  let sink: ReturnType<typeof createSettlementSink>;

  beforeAll(async () => {
    t = await createTestDb(kind);
    [player] = (await insertCustomers(t.db, 1)) as [bigint];
    await fund(t.db, player, 10_000_000n);
    sink = createSettlementSink({ db: t.db, notifier: pushes.notifier });
    const meta = { ip: '127.0.0.1', userAgent: null, fingerprint: null, locale: 'tr' as const };
    const log = pino({ level: 'silent' });
    ctx = { db: t.db, notifier: pushes.notifier, accountsOf: systemAccountsCache(), log, meta };
    trader = await staffMember(t.db, 'trader-oe-1');
    second = await staffMember(t.db, 'trader-oe-2');
  }, 180_000);
  afterAll(() => t.drop());

  /** A won single settled `hoursAgo` hours ago (its settlement time moved back). */
  async function wonBet(hoursAgo: number, stake = 1000n): Promise<string> {
    const l = line(`sr:match:oe:${kind}:${++n}`);
    const id = await placeBet(t.db, {
      customerId: player,
      legs: [{ line: l, outcomeId: '1', oddsMilli: 3000 }],
      stakePerLine: stake,
    });
    await sink.settle(l, 1, [{ id: '1', result: 1 }]);
    const settledAt = new Date(Date.now() - hoursAgo * HOUR_MS);
    await t.db.updateTable('sb_bet').set({ settled_at: settledAt }).where('id', '=', id).execute();
    return id;
  }

  it('refuses an obvious-error void after the window, moving nothing; another reason has no window', async () => {
    const id = await wonBet(73);
    const before = await cash(t.db, player);
    await expect(requestVoid(ctx, trader, id, 'Oran hatalı girildi', 'obvious_error')).rejects.toMatchObject({
      code: 'OBVIOUS_ERROR_WINDOW_CLOSED',
    });
    expect(await betOf(t.db, id)).toMatchObject({ status: 'won' });
    expect(await cash(t.db, player)).toBe(before);
    const asked = await t.db
      .selectFrom('sb_bet_void_request')
      .select('id')
      .where('bet_id', '=', id)
      .execute();
    expect(asked).toEqual([]);
    expect((await requestVoid(ctx, trader, id, 'Maç iptal edildi', 'other')).status).toBe('done');
    await assertSettlementSound(t.db);
  });

  it('voids within the window, with a second person above the threshold as every void', async () => {
    const small = await wonBet(71);
    expect(await requestVoid(ctx, trader, small, 'Bariz oran hatası', 'obvious_error')).toEqual({
      status: 'done',
      requestId: null,
    });
    expect(await betOf(t.db, small)).toMatchObject({ status: 'void' });

    const big = await wonBet(70, 200_000n);
    const asked = await requestVoid(ctx, trader, big, 'Bariz oran hatası', 'obvious_error');
    expect(asked.status).toBe('pending');
    expect(await betOf(t.db, big)).toMatchObject({ status: 'won' });
    const hash = voidRequestHash({ betId: big, customerId: player, reason: 'Bariz oran hatası' });
    await expect(approveVoid(ctx, trader, BigInt(asked.requestId!), hash)).rejects.toMatchObject({
      code: 'APPROVAL_OWN_REQUEST',
    });
    await approveVoid(ctx, second, BigInt(asked.requestId!), hash);
    expect(await betOf(t.db, big)).toMatchObject({ status: 'void' });
    const audit = await t.db
      .selectFrom('auth_audit')
      .select('details')
      .where('event', '=', 'bet_void_requested')
      .execute();
    expect(audit.map((a) => a.details)).toContainEqual(
      expect.objectContaining({ betId: big, reasonCode: 'obvious_error' }),
    );
    await assertSettlementSound(t.db);
  });

  it('follows the policy option', async () => {
    await setOption(t.db, 'sportsbook.obviouserror.hours', '24');
    const id = await wonBet(30);
    await expect(requestVoid(ctx, trader, id, 'Bariz oran hatası', 'obvious_error')).rejects.toMatchObject({
      code: 'OBVIOUS_ERROR_WINDOW_CLOSED',
      data: { hours: 24 },
    });
    expect(
      (await requestVoid(ctx, trader, await wonBet(20), 'Bariz oran hatası', 'obvious_error')).status,
    ).toBe('done');
  });
});
