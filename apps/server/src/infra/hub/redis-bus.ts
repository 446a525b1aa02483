import { Redis } from 'ioredis';
import type { BusMessage, HubBus } from './bus.ts';

/**
 * Redis pub/sub: one connection publishes, one subscribes (a subscribed connection can do
 * nothing else). The channel is per database (see hub_instance), so sites or test runs that
 * share a Redis never receive each other's messages. A publish that gets no answer within a
 * second fails, and the hub then delivers locally.
 */
export async function createRedisBus(url: string, channel: string): Promise<HubBus> {
  const pub = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000, commandTimeout: 1_000 });
  const sub = new Redis(url, { connectTimeout: 2_000 });
  pub.on('error', () => {}); // reported where a publish fails
  sub.on('error', () => {}); // ioredis reconnects and subscribes again by itself
  const handlers: ((m: BusMessage) => void)[] = [];

  sub.on('message', (ch: string, raw: string) => {
    if (ch !== channel) return;
    let message: BusMessage;
    try {
      message = JSON.parse(raw) as BusMessage;
    } catch {
      return;
    }
    for (const handler of handlers) handler(message);
  });
  // Subscribed before the server listens, so no message published after start-up is missed.
  await Promise.race([sub.subscribe(channel), new Promise((resolve) => setTimeout(resolve, 3_000).unref())]);

  return {
    kind: 'redis',
    async publish(message) {
      await pub.publish(channel, JSON.stringify(message));
    },
    onMessage(handler) {
      handlers.push(handler);
    },
    async close() {
      handlers.length = 0;
      sub.disconnect();
      pub.disconnect();
    },
  };
}
