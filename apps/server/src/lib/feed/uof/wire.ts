import type { FeedEnvelope, FixtureBody } from '../envelope.ts';
import { LANGS, combineFixture, parseFixture } from './fixture.ts';
import { type FixtureSource, firstOf, publishedFixtures } from './fixture-source.ts';
import { parseUof } from './parse.ts';
import { toUof } from './write.ts';

/** Past this many events the consumer's fixture cache starts again. */
const MAX_CACHED = 50_000;

export type Decoded = { messages: FeedEnvelope[]; dropped?: string };

export type UofWire = {
  /** The XML the provider sends; a published `fixture_change`'s fixture becomes its document. */
  encode(message: FeedEnvelope): string;
  /**
   * The envelopes one XML message stands for: none when it is malformed or its fixture cannot be
   * read (`dropped` says why), the message itself, or an event's first odds preceded by the
   * fixture read for it, so the catalogue knows the event before its prices.
   */
  decode(xml: string): Promise<Decoded>;
};

/**
 * UOF on the wire (docs/decisions/082-uof-transport-and-recovery.md): both transports carry
 * `toUof` XML and consume it with `parseUof`. `fixture_change` names only the change, so the
 * fixture comes from `fixtures` (the provider's REST API or the simulator's documents), falling
 * back to what this process published; it is cached per event until the next `fixture_change`.
 * Callers decode one message at a time, so a fixture is read before that event's next message.
 */
export function uofWire(fixtures?: FixtureSource): UofWire {
  const published = publishedFixtures();
  const source = fixtures ? firstOf(fixtures, published) : published;
  const cache = new Map<string, FixtureBody | null>();

  async function read(urn: string): Promise<FixtureBody | string> {
    let docs: (string | null)[];
    try {
      docs = await Promise.all(LANGS.map((lang) => source.document(urn, lang)));
    } catch (err) {
      return `fixture ${urn}: ${err instanceof Error ? err.message : String(err)}`;
    }
    const [tr, en] = docs.map((xml) => (xml === null ? null : parseFixture(xml)));
    if (!tr || !en) return `fixture ${urn}: unknown to the provider`;
    if (!tr.ok || !en.ok) return `fixture ${urn}: ${tr.ok ? (en as { error: string }).error : tr.error}`;
    return combineFixture(tr.doc, en.doc);
  }

  async function fixtureOf(urn: string, fresh: boolean): Promise<FixtureBody | string> {
    const known = cache.get(urn);
    if (!fresh && known !== undefined) return known ?? 'unknown';
    const f = await read(urn);
    if (cache.size >= MAX_CACHED) cache.clear();
    // An unknown event is remembered too, so its every odds message does not ask again.
    cache.set(urn, typeof f === 'string' ? null : f);
    return f;
  }

  return {
    encode(message) {
      published.register(message);
      return toUof(message);
    },
    async decode(xml) {
      const parsed = parseUof(xml);
      if (!parsed.ok) return { messages: [], dropped: parsed.error };
      const m = parsed.message;
      if (m.type === 'fixture_change') {
        const fixture = await fixtureOf(m.eventUrn, true);
        if (typeof fixture === 'string') return { messages: [], dropped: fixture };
        // UOF may leave a change unclassified; FORMAT is the one that changes no state.
        const changeType = m.body.changeType ?? 4;
        return { messages: [{ ...m, body: { changeType, fixture } }] };
      }
      if (m.type !== 'odds_change' || cache.has(m.eventUrn)) return { messages: [m] };
      const fixture = await fixtureOf(m.eventUrn, false);
      if (typeof fixture === 'string') return { messages: [m] };
      const announce: FeedEnvelope = {
        producer: m.producer,
        type: 'fixture_change',
        eventUrn: m.eventUrn,
        ts: m.ts,
        body: { changeType: 1, fixture },
      };
      return { messages: [announce, m] };
    },
  };
}
