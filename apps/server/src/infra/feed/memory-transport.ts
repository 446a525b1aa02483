import type { FeedEnvelope, FeedHandler, FeedTransport } from '../../lib/feed/envelope.ts';

/**
 * The in-process transport (the default; docs/decisions/021-sportsbook-engine.md). Messages are
 * delivered in publish order, one at a time, each handler awaited, as one AMQP queue would: a
 * slow consumer delays later messages instead of reordering them. A handler that throws is
 * reported through `onError` and the next message still goes out.
 */
export function memoryTransport(onError: (err: unknown, message: FeedEnvelope) => void): FeedTransport {
  const handlers = new Set<FeedHandler>();
  let queue: Promise<void> = Promise.resolve();
  return {
    publish(message) {
      const delivered = queue.then(async () => {
        for (const handler of handlers) {
          try {
            await handler(message);
          } catch (err) {
            onError(err, message);
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
