import amqp, { type Channel, type ChannelModel, type ConsumeMessage } from 'amqplib';
import type { FastifyBaseLogger } from 'fastify';
import type { Sport } from '@lalebet/shared';
import type { FeedEnvelope, FeedHandler, FeedTransport } from '../../lib/feed/envelope.ts';
import { SPORT_IDS, routingKey } from '../../lib/feed/routing-key.ts';
import type { FixtureSource } from '../../lib/feed/uof/fixture-source.ts';
import { uofWire } from '../../lib/feed/uof/wire.ts';

export const FEED_EXCHANGE = 'unifiedfeed';
/** Routing keys need the sport; learned from fixtures, forgotten in bulk past this many events. */
const MAX_KNOWN_EVENTS = 50_000;

export type AmqpTransportOptions = {
  log: FastifyBaseLogger;
  /** A named queue (still exclusive and auto-deleted); the broker names it when absent. */
  queue?: string;
  /** The connection closed or failed: the caller decides (restart, fall back, exit). */
  onClose?: (err?: Error) => void;
  /** Where a `fixture_change`'s fixture is read (the provider's REST API); else what this process published. */
  fixtures?: FixtureSource;
};

/**
 * The AMQP transport (docs/decisions/021-sportsbook-engine.md): topic exchange `unifiedfeed`,
 * UOF's 8-part routing keys, UOF XML bodies (docs/decisions/082-uof-transport-and-recovery.md). Every subscriber has its own exclusive,
 * auto-deleted queue bound to `#`, so every server process gets every message, in order.
 * Reconnection is the caller's: on close we log and call `onClose`.
 */
export async function amqpTransport(url: string, opts: AmqpTransportOptions): Promise<FeedTransport> {
  const connection: ChannelModel = await amqp.connect(url);
  let closing = false;
  connection.on('error', (err: Error) => opts.log.error({ err }, 'feed amqp: connection error'));
  connection.on('close', (err?: Error) => {
    if (closing) return;
    opts.log.error({ err }, 'feed amqp: connection closed');
    opts.onClose?.(err);
  });
  const publisher: Channel = await connection.createChannel();
  await publisher.assertExchange(FEED_EXCHANGE, 'topic', { durable: false });
  const sports = new Map<string, number>();
  const consumers = new Set<Channel>();
  const wire = uofWire(opts.fixtures);

  const sportOf = (message: FeedEnvelope): number | undefined => {
    if (message.type === 'fixture_change') {
      if (sports.size >= MAX_KNOWN_EVENTS) sports.clear();
      const id = SPORT_IDS[message.body.fixture.sport as Sport];
      if (id !== undefined) sports.set(message.eventUrn, id);
    }
    return sports.get(message.eventUrn);
  };

  return {
    async publish(message) {
      const body = Buffer.from(wire.encode(message));
      const ok = publisher.publish(FEED_EXCHANGE, routingKey(message, sportOf(message)), body, {
        contentType: 'text/xml',
        timestamp: Math.floor(message.ts / 1000),
      });
      // The channel buffers; when it is full, wait rather than let memory grow.
      if (!ok) await new Promise<void>((resolve) => publisher.once('drain', () => resolve()));
    },

    async subscribe(handler: FeedHandler) {
      const channel = await connection.createChannel();
      consumers.add(channel);
      await channel.assertExchange(FEED_EXCHANGE, 'topic', { durable: false });
      const { queue } = await channel.assertQueue(opts.queue ?? '', {
        exclusive: true,
        autoDelete: true,
        durable: false,
      });
      await channel.bindQueue(queue, FEED_EXCHANGE, '#');
      await channel.prefetch(200);
      // One message at a time, in delivery order, as the in-process transport does.
      let chain: Promise<void> = Promise.resolve();
      const { consumerTag } = await channel.consume(queue, (msg: ConsumeMessage | null) => {
        if (!msg) return;
        chain = chain.then(async () => {
          try {
            const { messages, dropped } = await wire.decode(msg.content.toString('utf8'));
            if (dropped)
              opts.log.warn({ routingKey: msg.fields.routingKey, dropped }, 'feed amqp: message dropped');
            for (const m of messages) await handler(m);
          } catch (err) {
            opts.log.error({ err, routingKey: msg.fields.routingKey }, 'feed amqp: handler failed');
          }
          channel.ack(msg);
        });
      });
      return async () => {
        consumers.delete(channel);
        await channel.cancel(consumerTag);
        await chain;
        await channel.close();
      };
    },

    async close() {
      closing = true;
      for (const channel of consumers) await channel.close().catch(() => undefined);
      await publisher.close().catch(() => undefined);
      await connection.close().catch(() => undefined);
    },
  };
}
