import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomers } from '../../test/customers.ts';
import { type TestDb, createTestDb, testDatabases } from '../../test/harness.ts';
import { casinoMoneySince } from './session-summary.ts';

const HOUR = 3_600_000;

describe.each(testDatabases())("a session's casino money on %s", (kind) => {
  let t: TestDb;
  let players: bigint[];
  const now = Date.now();
  beforeAll(async () => {
    t = await createTestDb(kind);
    players = await insertCustomers(t.db, 200, 'money');
    // 100 wallet rows a player over the last 100 hours: a bet of 10 TRY and a win of 4 TRY each hour
    await sql`
      insert into wallet_transaction (provider, transaction_uuid, kind, customer_id, user_code, game_code, round,
        amount, provider_amount, currency, reference_transaction_uuid, status, applied, rolled_back, request_uuid, created_at)
      select 'hub88', gen_random_uuid()::text, k.kind, c, 'u', 'g', 'r' || n, k.amount, k.amount * 1000, 'TRY',
        case when k.kind = 'win' then 'ref' end, 'RS_OK', true, false, gen_random_uuid()::text,
        ${new Date(now)}::timestamptz - make_interval(hours => n)
      from unnest(${players}::bigint[]) as c, generate_series(1, 50) as n,
        (values ('bet', 1000), ('win', 400)) as k(kind, amount)`.execute(t.db);
    // what the figures leave out: a refused bet and a rolled-back one, both within the hour
    await sql`
      insert into wallet_transaction (provider, transaction_uuid, kind, customer_id, user_code, game_code, round,
        amount, provider_amount, currency, status, applied, rolled_back, request_uuid, created_at)
      values ('hub88', 'refused', 'bet', ${players[0]}, 'u', 'g', 'x', 5000, 5000000, 'TRY', 'RS_ERROR_NOT_ENOUGH_MONEY', false, false, 'q1', ${new Date(now - HOUR / 2)}),
        ('hub88', 'rolled-back', 'bet', ${players[0]}, 'u', 'g', 'y', 7000, 7000000, 'TRY', 'RS_OK', true, true, 'q2', ${new Date(now - HOUR / 2)})`.execute(
      t.db,
    );
    await sql`analyze wallet_transaction`.execute(t.db);
  }, 180_000);
  afterAll(() => t?.drop());

  it('sums the applied stakes and wins since the session began, leaving refused and rolled-back bets out', async () => {
    const since = new Date(now - 3.5 * HOUR); // the rows 1, 2 and 3 hours old
    expect(await casinoMoneySince(t.db, players[0]!, since).executeTakeFirstOrThrow()).toEqual({
      stakes: '3000',
      wins: '1200',
    });
    expect(await casinoMoneySince(t.db, players[1]!, new Date(now)).executeTakeFirstOrThrow()).toEqual({
      stakes: '0',
      wins: '0',
    });
  });

  it.runIf(kind === 'postgres')("reads only the player's rows, by index, not every player's", async () => {
    const plan = await casinoMoneySince(t.db, players[7]!, new Date(now - 3.5 * HOUR)).explain();
    const text = plan.map((row) => Object.values(row).join(' ')).join('\n');
    expect(text).not.toMatch(/Seq Scan on wallet_transaction/);
    expect(text).toMatch(/wallet_transaction_customer/);
  });
});
