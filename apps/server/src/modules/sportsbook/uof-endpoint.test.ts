import type { SportsEvent } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envObject } from '../../config/schema.ts';
import { SIM_UOF_TOKEN } from '../../simulators/feed/uof/uof.routes.ts';
import { type TestDb, createTestDb } from '../../test/harness.ts';
import { type TestVhost, createTestVhost } from '../../test/rabbitmq.ts';
import { type ServerProcess, freePort, startServerProcess } from '../../test/server-process.ts';
import { assertSettlementSound } from './bets/settle/bets.test-kit.ts';
import * as p from './feed-process.test-kit.ts';
import { kurus, until } from './feed-run.test-kit.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const amqpUrl = process.env.TEST_AMQP_URL;
const reason = !databaseUrl ? 'TEST_DATABASE_URL is not set' : !amqpUrl ? 'TEST_AMQP_URL is not set' : null;
if (reason) console.log(`skipping the feed endpoint test: ${reason}`);
// Markets open only after a recovery, which a server without the simulator asks over the
// provider's REST API (FEED_API_URL); a build without that setting cannot reopen them.
const restRecovery = 'FEED_API_URL' in envObject.shape;
if (!restRecovery) console.log('skipping the bet across feed endpoints: FEED_API_URL is not a setting yet');

const ids = async (base: string) => {
  const res = await p.http(base, '/api/sportsbook/events?live=false&sport=soccer&take=200');
  return new Set(((res.body.data as { items?: SportsEvent[] })?.items ?? []).map((e) => e.id));
};

/**
 * Another UOF endpoint is configuration only (README "Sportsbook feed"): one server process plays
 * the provider (the simulator on its own port, publishing to its own vhost, as Sportradar's
 * `/unifiedfeed/<bookmaker id>`), the other runs no simulator and reaches it only through
 * FEED_AMQP_URL, FEED_API_URL and FEED_API_TOKEN.
 */
describe.skipIf(reason !== null)(
  'the feed from another endpoint, by configuration (PostgreSQL + RabbitMQ)',
  () => {
    let adapterDb: TestDb;
    let providerDb: TestDb;
    let vhost: TestVhost;
    let adapter: ServerProcess;
    let provider: ServerProcess;
    beforeAll(async () => {
      let port: number;
      [adapterDb, providerDb, vhost, port] = await Promise.all([
        createTestDb('postgres'),
        createTestDb('postgres'),
        createTestVhost(amqpUrl!, '/unifiedfeed/2002'),
        freePort(),
      ]);
      // The adapter first, as a bookmaker is up before the feed's fixtures arrive; its first
      // recovery fails (no provider yet) and is asked again on the provider's first `alive`.
      adapter = await startServerProcess({
        DATABASE_URL: adapterDb.url!,
        SEED_DEMO_DATA: 'false',
        FEED_SIMULATOR: 'false',
        FEED_AMQP_URL: vhost.url,
        FEED_API_URL: `http://127.0.0.1:${port}/sim/uof/v1`,
        FEED_API_TOKEN: SIM_UOF_TOKEN,
        FEED_NODE_ID: '7',
      });
      provider = await startServerProcess({
        DATABASE_URL: providerDb.url!,
        SEED_DEMO_DATA: 'false',
        PORT: String(port),
        FEED_SIMULATOR: 'true',
        FEED_AMQP_URL: vhost.url,
      });
    }, 180_000);
    afterAll(async () => {
      await Promise.all([adapter?.stop(), provider?.stop()]);
      await Promise.all([adapterDb?.drop(), providerDb?.drop(), vhost?.drop()]);
    });

    it("lists the provider's events and runs no simulator of its own", async () => {
      expect((await p.http(adapter.base, '/sim/feed/clock', { speed: 1 })).status).toBe(404);
      let differ = '';
      const listed = await until('the same pre-match soccer on both', async () => {
        const [mine, theirs] = await Promise.all([ids(adapter.base), ids(provider.base)]);
        const same = mine.size === theirs.size && [...mine].every((id) => theirs.has(id));
        differ = `only the adapter: ${[...mine].filter((i) => !theirs.has(i))}; only the provider: ${[...theirs].filter((i) => !mine.has(i))}`;
        return same && mine.size >= 5 ? mine : undefined;
      }).catch((err: Error) => {
        throw new Error(`${err.message} (${differ})`);
      });
      // The same fixture as the provider describes it: teams, league and kick-off. Status, score
      // and timeline are left out: the provider's clock may kick the match off between the reads.
      const id = [...listed][0]!;
      const fixture = (e: SportsEvent | undefined) =>
        e && {
          id: e.id,
          sport: e.sport,
          tournament: e.tournament,
          home: e.home,
          away: e.away,
          startTime: e.startTime,
        };
      expect(fixture(await p.event(adapter.base, id))).toEqual(fixture(await p.event(provider.base, id)));
    });

    it.skipIf(!restRecovery)(
      'settles a bet placed on it when the provider settles the match',
      async () => {
        const player = await p.fundedPlayer(adapter.base, adapterDb.db, 50_000n);
        const start = await p.balance(adapterDb.db, player);
        // Open here only after the adapter's recovery over the provider's REST API completed.
        const [match] = await p.openMatches(adapter.base);
        await p.sim(provider.base, 'clock', { speed: 1 });
        const bet = await p.betHome(adapter.base, player, match!, 25);
        const settled = await p.settleAndWait(provider.base, adapter.base, player, bet, '1');
        expect(settled.status).toBe('won');
        expect(await p.balance(adapterDb.db, player)).toBe(start - kurus(25) + kurus(settled.payout!));
        await assertSettlementSound(adapterDb.db);
      },
      90_000,
    );
  },
);
