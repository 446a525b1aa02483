import type { FeedEnvelope, FixtureBody, ProducerId } from '../envelope.ts';
import { type Lang, fixtureXml } from './fixture.ts';
import { UofRestError, type uofRestClient } from './rest-client.ts';

/**
 * Where the feed consumer reads `sports/{lang}/sport_events/{urn}/fixture.xml`
 * (docs/decisions/082-uof-transport-and-recovery.md): the provider's REST API, or in process the
 * simulator's document function. Either way the answer is the XML document, read by one parser.
 */
export interface FixtureSource {
  /** The document in one language; null when the provider does not know the event. */
  document(urn: string, lang: Lang): Promise<string | null> | string | null;
  /**
   * The event's fixture was read only after earlier reads failed, and its odds that came meanwhile
   * were held back, only the latest kept: the provider is asked for the event's current odds again
   * (per-event recovery). Fire and forget; the source logs its own failures.
   */
  recoverOdds?(producer: ProducerId, urn: string): void;
}

/** The first source that knows the event answers. */
export function firstOf(...sources: FixtureSource[]): FixtureSource {
  return {
    async document(urn, lang) {
      for (const source of sources) {
        const xml = await source.document(urn, lang);
        if (xml !== null) return xml;
      }
      return null;
    },
  };
}

/** Over HTTP with `x-access-token`; a 404 is an unknown event, any other failure throws. */
export function httpFixtures(client: ReturnType<typeof uofRestClient>): FixtureSource {
  return {
    async document(urn, lang) {
      try {
        return await client.text(`/sports/${lang}/sport_events/${encodeURIComponent(urn)}/fixture.xml`);
      } catch (err) {
        if (err instanceof UofRestError && err.status === 404) return null;
        throw err;
      }
    },
  };
}

/** Past this many events the registry starts again (a long-running demo publishes thousands). */
const MAX_EVENTS = 50_000;

/**
 * The fixtures published in this process, served as the provider serves them: a publisher that
 * sends a `fixture_change` with its fixture (the simulator, the tests' kits, the simulator's
 * restart clean-up) also answers the document the consumer then asks for.
 */
export function publishedFixtures(now: () => number = Date.now) {
  const fixtures = new Map<string, FixtureBody>();
  return {
    register(m: FeedEnvelope) {
      if (m.type !== 'fixture_change') return;
      if (fixtures.size >= MAX_EVENTS) fixtures.clear();
      fixtures.set(m.eventUrn, m.body.fixture);
    },
    document(urn: string, lang: Lang) {
      const f = fixtures.get(urn);
      return f ? fixtureXml(urn, f, 'not_started', lang, now()) : null;
    },
  } satisfies FixtureSource & { register(m: FeedEnvelope): void };
}
