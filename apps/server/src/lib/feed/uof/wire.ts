import { clock } from '../../clock.ts';
import type { FeedEnvelope, FixtureBody } from '../envelope.ts';
import { LANGS, combineFixture, parseFixture } from './fixture.ts';
import { type FixtureSource, firstOf, publishedFixtures } from './fixture-source.ts';
import { parseUof } from './parse.ts';
import type { UofMessage } from './types.ts';
import { toUof } from './write.ts';

/** Past this many events the consumer's fixture cache starts again. */
const MAX_CACHED = 50_000;
/** A fixture read that failed (the API unreachable or erring) is tried again after this long. */
const RETRY_FAILED_MS = 5_000;

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
  // A failed read is not an answer (the API unreachable or erring): the event waits here with its
  // latest odds, and is read again on a later message after RETRY_FAILED_MS, so an event whose
  // fixture_change or snapshot came while the API was down is not lost for good.
  const pending = new Map<string, { retryAt: number; odds?: FeedEnvelope }>();

  async function fixtureOf(urn: string, fresh: boolean): Promise<FixtureBody | string> {
    const known = cache.get(urn);
    if (!fresh && known !== undefined) return known ?? 'unknown';
    const f = await readFixture(source, urn);
    if (typeof f === 'object' && 'failed' in f) {
      if (pending.size >= MAX_CACHED) pending.clear();
      pending.set(urn, { ...pending.get(urn), retryAt: clock.ms() + RETRY_FAILED_MS });
      return f.failed;
    }
    pending.delete(urn);
    if (cache.size >= MAX_CACHED) cache.clear();
    // An event the provider does not know is remembered too, so its every odds message does not ask again.
    cache.set(urn, typeof f === 'string' ? null : f);
    return f;
  }

  /** Waiting events whose pause is over, read again until one fails: their fixture, then their odds. */
  async function retryPending(): Promise<FeedEnvelope[]> {
    const out: FeedEnvelope[] = [];
    for (const [urn, wait] of pending) {
      if (wait.retryAt > clock.ms()) continue;
      const fixture = await fixtureOf(urn, true);
      if (pending.has(urn)) break;
      if (typeof fixture === 'string') continue;
      out.push(announce(urn, fixture, wait.odds));
      if (wait.odds) out.push(late(fixtures, urn, wait.odds));
    }
    return out;
  }

  return {
    encode(message) {
      published.register(message);
      return toUof(message);
    },
    async decode(xml) {
      const parsed = parseUof(xml);
      if (!parsed.ok) return { messages: [], dropped: parsed.error };
      const ready = pending.size ? await retryPending() : [];
      const decoded = await decodeOne(parsed.message);
      return { ...decoded, messages: [...ready, ...decoded.messages] };
    },
  };

  async function decodeOne(m: UofMessage): Promise<Decoded> {
    if (m.type === 'fixture_change') {
      const waiting = pending.get(m.eventUrn)?.odds;
      const fixture = await fixtureOf(m.eventUrn, true);
      if (typeof fixture === 'string') return { messages: [], dropped: fixture };
      // UOF may leave a change unclassified; FORMAT is the one that changes no state.
      const read = { ...m, body: { changeType: m.body.changeType ?? 4, fixture } };
      return { messages: waiting ? [read, late(fixtures, m.eventUrn, waiting)] : [read] };
    }
    if (m.type !== 'odds_change' || cache.has(m.eventUrn)) return { messages: [m] };
    const wait = pending.get(m.eventUrn);
    if (wait) {
      // Kept for when its fixture can be read; the adapter would drop odds of an unknown event.
      wait.odds = m;
      return { messages: [] };
    }
    const fixture = await fixtureOf(m.eventUrn, false);
    if (typeof fixture !== 'string') return { messages: [announce(m.eventUrn, fixture, m), m] };
    const failed = pending.get(m.eventUrn);
    if (failed) failed.odds = m;
    return { messages: failed ? [] : [m] };
  }
}

/** Odds held while the fixture could not be read: delivered, and the event's full odds asked again. */
function late(fixtures: FixtureSource | undefined, urn: string, odds: FeedEnvelope): FeedEnvelope {
  fixtures?.recoverOdds?.(odds.producer, urn);
  return odds;
}

/** The fixture_change that introduces an event first seen in its odds (or after a failed read). */
function announce(urn: string, fixture: FixtureBody, odds?: FeedEnvelope): FeedEnvelope {
  return {
    producer: odds?.producer ?? 3,
    type: 'fixture_change',
    eventUrn: urn,
    ts: odds?.ts ?? clock.ms(),
    body: { changeType: 1, fixture },
  };
}

/** Both languages' documents, parsed; `failed` when the source could not answer at all. */
async function readFixture(
  source: FixtureSource,
  urn: string,
): Promise<FixtureBody | string | { failed: string }> {
  let docs: (string | null)[];
  try {
    docs = await Promise.all(LANGS.map((lang) => source.document(urn, lang)));
  } catch (err) {
    return { failed: `fixture ${urn}: ${err instanceof Error ? err.message : String(err)}` };
  }
  const [tr, en] = docs.map((xml) => (xml === null ? null : parseFixture(xml)));
  if (!tr || !en) return `fixture ${urn}: unknown to the provider`;
  if (!tr.ok || !en.ok) return `fixture ${urn}: ${tr.ok ? (en as { error: string }).error : tr.error}`;
  return combineFixture(tr.doc, en.doc);
}
