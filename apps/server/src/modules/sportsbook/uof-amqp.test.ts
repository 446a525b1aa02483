import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDb, createTestDb } from '../../test/harness.ts';
import { type TestVhost, createTestVhost } from '../../test/rabbitmq.ts';
import { type ServerProcess, startServerProcess } from '../../test/server-process.ts';
import { assertSettlementSound } from './bets/settle/bets.test-kit.ts';
import * as p from './feed-process.test-kit.ts';
import { kurus, mainMarket, pick, placeReq, until } from './feed-run.test-kit.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const amqpUrl = process.env.TEST_AMQP_URL;
const reason = !databaseUrl ? 'TEST_DATABASE_URL is not set' : !amqpUrl ? 'TEST_AMQP_URL is not set' : null;
if (reason) console.log(`skipping the feed-over-RabbitMQ test: ${reason}`);

/** The adapter's log lines (pino JSON) after `from` with this message, as parsed objects. */
const logged = (out: string, from: number, msg: string) =>
  out
    .slice(from)
    .split('\n')
    .filter((l) => l.includes(`"msg":"${msg}"`))
    .map((l) => JSON.parse(l) as { producer?: number });

/**
 * The whole sportsbook on PostgreSQL + RabbitMQ, as production runs it: a server process whose
 * feed simulator publishes to the broker and whose adapter consumes from it
 * (docs/decisions/021-sportsbook-engine.md). A bet settles through the broker; then the broker
 * closes the connection and refuses it for a while: markets suspend and /readyz fails while down,
 * and once back the adapter recovers and reopens, and a new bet settles.
 */
describe.skipIf(reason !== null)('sportsbook feed over RabbitMQ (PostgreSQL)', () => {
  let database: TestDb;
  let vhost: TestVhost;
  let server: ServerProcess;
  beforeAll(async () => {
    [database, vhost] = await Promise.all([
      createTestDb('postgres'),
      createTestVhost(amqpUrl!, 'lalebet-feed'),
    ]);
    server = await startServerProcess({
      DATABASE_URL: database.url!,
      FEED_AMQP_URL: vhost.url,
      FEED_SIMULATOR: 'true',
      SEED_DEMO_DATA: 'false',
      // The recovery and reconnection lines are info.
      LOG_LEVEL: 'info',
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await Promise.all([database?.drop(), vhost?.drop()]);
  });

  const ready = async () => (await fetch(`${server.base}/readyz`)).status;

  it('settles a bet through the broker, and recovers after the broker drops the connection', async () => {
    const base = server.base;
    const recovered = (from: number) =>
      until(
        'both producers recovered',
        async () => {
          const done = logged(server.output(), from, 'feed: recovery complete, markets reopen');
          return new Set(done.map((l) => l.producer)).size === 2 ? true : undefined;
        },
        30_000,
      );
    await recovered(0);
    const player = await p.fundedPlayer(base, database.db, 100_000n);
    const start = await p.balance(database.db, player);
    const [first, second] = await p.openMatches(base);
    // Slow the match clock: the chosen fixtures (the latest) must not kick off during the run.
    await p.sim(base, 'clock', { speed: 1 });

    const won = await p.betHome(base, player, first!, 20);
    const settled = await p.settleAndWait(base, base, player, won, '1');
    expect(settled.status).toBe('won');
    expect(settled.payout).toBeGreaterThan(20);
    expect(await p.balance(database.db, player)).toBe(start - kurus(20) + kurus(settled.payout!));
    await assertSettlementSound(database.db);
    expect(await ready()).toBe(200);

    // The broker drops the connection and refuses the adapter's user: it stays down.
    const cut = server.output().length;
    await vhost.allow(false);
    await vhost.closeConnections();
    await until('markets suspended', async () =>
      (await p.mainStatus(base, second!.id)) === 'suspended' ? true : undefined,
    );
    expect(await ready()).toBe(503);
    const home = mainMarket(second)!.outcomes.find((o) => o.id === '1')!;
    const refused = await p.http(
      base,
      '/api/sportsbook/bets',
      placeReq('single', 10, [pick(second!.id, '1', home.odds)]),
      player.token,
    );
    expect(refused.body.code).toBe('MARKET_SUSPENDED');
    expect(logged(server.output(), cut, 'feed: recovery complete, markets reopen')).toEqual([]);

    // Allowed again: reconnected within the capped backoff, recovered from the last processed
    // feed time, and reopened only by each producer's snapshot_complete.
    await vhost.allow(true);
    const reopened = await until('markets reopened', async () => {
      const e = await p.event(base, second!.id);
      return mainMarket(e) ? e : undefined;
    });
    expect(await ready()).toBe(200);
    const out = server.output();
    expect(logged(out, cut, 'feed: the broker connection was lost; reconnecting')).toHaveLength(1);
    const asked = logged(out, cut, 'feed: recovery requested').map((l) => l.producer);
    expect(new Set(asked)).toEqual(new Set([1, 3]));
    await recovered(cut);

    const lost = await p.betHome(base, player, reopened, 10);
    expect((await p.settleAndWait(base, base, player, lost, '2')).status).toBe('lost');
    expect(await p.balance(database.db, player)).toBe(start - kurus(30) + kurus(settled.payout!));
    await assertSettlementSound(database.db);
  }, 90_000);
});
