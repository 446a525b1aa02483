import type { FastifyBaseLogger } from 'fastify';
import type { SportsbookConfig } from '../../config.ts';
import { clock } from '../../lib/clock.ts';
import type { FeedRecovery } from '../../lib/feed/envelope.ts';
import { type FixtureSource, httpFixtures } from '../../lib/feed/uof/fixture-source.ts';
import { restRecovery } from '../../lib/feed/uof/recovery.ts';
import { UofRestError, uofRestClient } from '../../lib/feed/uof/rest-client.ts';
import type { FeedSimulator } from '../../simulators/feed/simulator.ts';
import { nextRequestId } from './feed/producers.ts';

/** Nothing publishes (no broker, no simulator): markets reopen on the next odds, if any come. */
const noRecovery = (log: FastifyBaseLogger): FeedRecovery => ({
  async requestRecovery(producer) {
    log.warn({ producer }, 'sportsbook: no feed to recover from; markets reopen on the next odds');
  },
});

export type FeedProvider = {
  /** Where the consumer reads `fixture.xml`. */
  fixtures: FixtureSource;
  /** Once the simulator (if any) is made: the recovery the adapter asks. */
  recovery(sim: FeedSimulator | null): FeedRecovery;
  /** Hands the simulator to the in-process fixture source (it is made after the transport). */
  attach(sim: FeedSimulator | null): void;
};

/**
 * The provider's REST side (docs/decisions/082-uof-transport-and-recovery.md). With FEED_API_URL:
 * `whoami` at start (the bookmaker logged, an expiring token warned, a refused token fatal),
 * fixtures and recovery over HTTP. Without it: the in-process simulator's documents and
 * recovery, no HTTP hop (the server is not listening yet when the feed starts).
 */
export async function feedProvider(config: SportsbookConfig, log: FastifyBaseLogger): Promise<FeedProvider> {
  let sim: FeedSimulator | null = null;
  if (!config.api) {
    return {
      fixtures: { document: (urn, lang) => sim?.fixtures.document(urn, lang) ?? null },
      recovery: (s) => s ?? noRecovery(log),
      attach: (s) => void (sim = s),
    };
  }
  const client = uofRestClient({ baseUrl: config.api.url, token: config.api.token, log });
  try {
    const me = await client.whoami();
    log.info({ bookmakerId: me.bookmakerId, expireAt: new Date(me.expireAt).toISOString() }, 'feed: UOF API');
  } catch (err) {
    // A refused token stops every fixture and recovery: better not to start than to show nothing.
    if (err instanceof UofRestError && (err.status === 401 || err.status === 403)) throw err;
    log.error({ err }, 'feed: UOF whoami failed; fixtures and recovery will be retried as the feed asks');
  }
  const recovery = restRecovery(client, config.api.nodeId ?? undefined);
  const fixtures: FixtureSource = {
    ...httpFixtures(client),
    // Odds held back while the event's fixture could not be read: its current odds, asked again.
    recoverOdds(producer, urn) {
      recovery.requestEventRecovery(producer, urn, nextRequestId(clock.ms())).catch((err: unknown) => {
        log.warn(
          { err, producer, urn },
          'feed: odds recovery of an event failed; its next odds bring it up to date',
        );
      });
    },
  };
  return { fixtures, recovery: () => recovery, attach: () => undefined };
}
