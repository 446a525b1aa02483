import type { KyselyPlugin, RootOperationNode } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBalance } from '../../../core/ledger/index.ts';
import { testDatabases } from '../../../test/harness.ts';
import { portOf, writesDuring } from '../../../test/socket-writes.ts';
import { place, player, single } from '../bets/place/test-kit.ts';
import { acceptCashout } from './cashout-accept.ts';
import { quoteCashout } from './cashout.service.ts';
import { type CashoutApp, assertCashoutSound, createCashoutApp } from './cashout.test-kit.ts';

/**
 * A cash-out's statements (docs/decisions/077-cash-out-statements.md): a quote reads the bet,
 * its legs and the switches in one statement and inserts the quote; an acceptance locks the bet
 * row, then the player's cash account (both deferred: they leave with the read), reads all it
 * decides on in one statement, and writes the money, the loss window's count, the bet and the
 * cash-out in one statement the commit follows. Begin and commit are not counted here.
 */
describe.each(testDatabases())('perf contract: cash-out statements (%s)', (kind) => {
  let t: CashoutApp;
  let n = 0;
  beforeAll(async () => {
    t = await createCashoutApp(kind);
  }, 180_000);
  afterAll(() => t.close());

  /** A funded player's open 10-lira single on a fresh line. */
  async function openBet() {
    const p = await player(t, 100);
    const event = `stmt-${kind}-${++n}`;
    t.catalogue.add(event);
    const res = await place(t, p.token, single(event));
    expect(res.statusCode).toBe(200);
    return { p, event, betId: res.json().data.id as string };
  }

  /** The tables of each statement `fn` runs through the context's db (site options left out). */
  async function counted<R>(fn: (ctx: Parameters<typeof quoteCashout>[0]) => Promise<R>) {
    const seen: string[][] = [];
    const texts: string[] = [];
    const built = new Map<unknown, string[] | null>();
    const nodes = new Map<unknown, string>();
    const counter: KyselyPlugin = {
      transformQuery: ({ node, queryId }) => {
        const text = JSON.stringify(node, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v));
        const tables = text.match(/\b(rg_[a-z_]+|sb_[a-z_]+|ledger_[a-z_]+)\b/g) ?? [];
        built.set(queryId, text.includes('"site_option"') ? null : [...new Set(tables)].sort());
        nodes.set(queryId, text);
        return node as RootOperationNode;
      },
      transformResult: async ({ result, queryId }) => {
        const tables = built.get(queryId);
        if (tables) {
          seen.push(tables);
          texts.push(nodes.get(queryId)!);
        }
        return result;
      },
    };
    const ctx = {
      db: t.db.withPlugin(counter),
      catalogue: t.catalogue,
      notifier: t.notifier,
      log: pino({ level: 'silent' }),
    };
    return { result: await fn(ctx), seen, texts };
  }

  it('a quote: one read, then the insert after its deferred setting (no wait for the disk)', async () => {
    const { p, betId } = await openBet();
    const { seen, texts } = await counted((ctx) => quoteCashout(ctx, p.id, betId));
    expect(seen).toHaveLength(3);
    expect(seen[0]).toEqual(['sb_bet', 'sb_bet_leg', 'sb_cashout_off']);
    expect(seen[1]).toEqual([]);
    // the quote's transaction commits without waiting for the disk (ADR 096): a quote is no money
    expect(texts[1]).toContain('set_config');
    expect(texts[1]).toContain('"synchronous_commit"');
    expect(texts[1]).toContain('"off"');
    expect(seen[2]).toEqual(['sb_cashout_quote']);
  });

  it('an acceptance: two deferred locks, one read, one write', async () => {
    // the first cash-out of a database opens the house account
    const warm = await openBet();
    const q0 = await quoteCashout({ ...t, log: pino({ level: 'silent' }) }, warm.p.id, warm.betId);
    await acceptCashout({ ...t, log: pino({ level: 'silent' }) }, warm.p.id, warm.betId, {
      quoteId: q0.quoteId,
    });
    const { p, betId } = await openBet();
    const before = await availableBalance(t.db, p.id);
    const { result: q } = await counted((ctx) => quoteCashout(ctx, p.id, betId));
    const { result, seen } = await counted((ctx) => acceptCashout(ctx, p.id, betId, { quoteId: q.quoteId }));
    expect(result).toMatchObject({ betId, full: true, amount: q.amount });
    expect(seen).toHaveLength(4);
    expect(seen[0]).toEqual(['sb_bet']);
    expect(seen[1]).toEqual(['ledger_account', 'sb_bet']);
    expect(seen[2]).toEqual(
      expect.arrayContaining([
        'ledger_account',
        'sb_bet_debt',
        'sb_cashout',
        'sb_cashout_quote',
        'sb_settings',
      ]),
    );
    expect(seen[3]).toEqual(['ledger_transfer', 'rg_usage_day', 'sb_bet', 'sb_cashout']);
    expect(await availableBalance(t.db, p.id)).toBe(before + BigInt(Math.round(q.amount * 100)));
    const usage = await t.db
      .selectFrom('rg_usage_day')
      .select('wins')
      .where('customer_id', '=', p.id)
      .execute();
    expect(usage.map((u) => u.wins)).toEqual([BigInt(Math.round(q.amount * 100))]);
    // a retry replays from the read alone: the locks and the read, nothing written
    const again = await counted((ctx) => acceptCashout(ctx, p.id, betId, { quoteId: q.quoteId }));
    expect(again.result).toEqual(result);
    expect(again.seen).toHaveLength(3);
    await assertCashoutSound(t.db);
  });

  it('the switch in the one read: the site, the player and a market line each turn cash-out off', async () => {
    for (const scope of ['site', 'player', 'market'] as const) {
      const { p, event, betId } = await openBet();
      const ref = scope === 'site' ? '' : scope === 'player' ? String(p.id) : `${event}/1/`;
      await t.db.insertInto('sb_cashout_off').values({ scope, ref, created_at: new Date() }).execute();
      const err = await quoteCashout({ ...t, log: pino({ level: 'silent' }) }, p.id, betId).catch(
        (e: unknown) => e,
      );
      expect(err, scope).toMatchObject({ code: 'CASHOUT_UNAVAILABLE', data: { reason: 'disabled' } });
      await t.db.deleteFrom('sb_cashout_off').where('scope', '=', scope).where('ref', '=', ref).execute();
      await expect(
        quoteCashout({ ...t, log: pino({ level: 'silent' }) }, p.id, betId),
      ).resolves.toBeDefined();
    }
  });
});

const url = process.env.TEST_DATABASE_URL;
if (!url) console.log('skipping the cash-out round-trip test: TEST_DATABASE_URL is not set');

describe.skipIf(!url)('perf contract: cash-out round trips on postgres', () => {
  let t: CashoutApp;
  beforeAll(async () => {
    t = await createCashoutApp('postgres');
  }, 180_000);
  afterAll(() => t.close());

  it('a quote: two round trips; an acceptance: the locks with the read, then the write with the commit', async () => {
    const ctx = { ...t, log: pino({ level: 'silent' }) };
    const open = async (event: string) => {
      const p = await player(t, 100);
      t.catalogue.add(event);
      return { p, betId: (await place(t, p.token, single(event))).json().data.id as string };
    };
    const warm = await open('trips-0');
    await acceptCashout(ctx, warm.p.id, warm.betId, {
      quoteId: (await quoteCashout(ctx, warm.p.id, warm.betId)).quoteId,
    });
    const { p, betId } = await open('trips-1');
    // the first quote on a connection that has not run its statement yet may take one more
    await quoteCashout(ctx, p.id, betId);
    let quoteId = '';
    const quoting = await writesDuring(portOf(url!), async () => {
      quoteId = (await quoteCashout(ctx, p.id, betId)).quoteId;
    });
    const accepting = await writesDuring(portOf(url!), () => acceptCashout(ctx, p.id, betId, { quoteId }));
    expect([quoting, accepting]).toEqual([2, 2]);
    await assertCashoutSound(t.db);
  });
});
