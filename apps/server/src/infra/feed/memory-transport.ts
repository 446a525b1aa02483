import type { FeedEnvelope, FeedHandler, FeedTransport } from '../../lib/feed/envelope.ts';
import type { FixtureSource } from '../../lib/feed/uof/fixture-source.ts';
import { uofWire } from '../../lib/feed/uof/wire.ts';

/** A message the wire dropped (malformed XML, an unreadable fixture): reported, never delivered. */
export class FeedDropError extends Error {}

/**
 * The in-process transport (the default; docs/decisions/021-sportsbook-engine.md). It carries
 * UOF XML as the provider sends it (docs/decisions/082-uof-transport-and-recovery.md): `publish`
 * writes the XML, delivery parses it and reads a `fixture_change`'s fixture from `fixtures`, or
 * else from the fixtures published here. Messages are delivered in publish order, one at a time,
 * each handler awaited, as one AMQP queue would: a slow consumer delays later messages instead
 * of reordering them. A handler that throws, or a message dropped on the way, is reported through
 * `onError` and the next message still goes out.
 */
export function memoryTransport(
  onError: (err: unknown, message: FeedEnvelope) => void,
  fixtures?: FixtureSource,
): FeedTransport {
  const handlers = new Set<FeedHandler>();
  const wire = uofWire(fixtures);
  let queue: Promise<void> = Promise.resolve();
  return {
    publish(message) {
      const xml = wire.encode(message);
      const delivered = queue.then(async () => {
        if (!handlers.size) return;
        const { messages, dropped } = await wire.decode(xml);
        if (dropped) onError(new FeedDropError(`feed: UOF message dropped: ${dropped}`), message);
        for (const m of messages) {
          for (const handler of handlers) {
            try {
              await handler(m);
            } catch (err) {
              onError(err, m);
            }
          }
        }
      });
      queue = delivered;
      return delivered;
    },
    async subscribe(handler) {
      handlers.add(handler);
      return async () => {
        handlers.delete(handler);
      };
    },
    async close() {
      handlers.clear();
      await queue;
    },
  };
}
