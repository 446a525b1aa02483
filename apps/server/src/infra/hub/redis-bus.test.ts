import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { BusMessage, HubBus } from './bus.ts';
import { createRedisBus } from './redis-bus.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
if (!redisUrl) console.log('skipping the Redis hub bus test: neither TEST_REDIS_URL nor REDIS_URL is set');

describe.skipIf(!redisUrl)('hub bus on Redis', () => {
  const buses: HubBus[] = [];
  afterAll(() => Promise.all(buses.map((b) => b.close())));

  const bus = async (channel: string) => {
    const b = await createRedisBus(redisUrl!, channel);
    const got: BusMessage[] = [];
    b.onMessage((m) => got.push(m));
    buses.push(b);
    return { b, got };
  };

  it('hands every message to every process on the channel, the publisher included, and to no other channel', async () => {
    const channel = `lalebet:hub:test-${randomUUID()}`;
    const a = await bus(channel);
    const b = await bus(channel);
    const elsewhere = await bus(`lalebet:hub:test-${randomUUID()}`);
    const message: BusMessage = { k: 'end', c: '42', s: ['s1'], r: 'logout' };
    await a.b.publish(message);
    // Markers published after it, on both channels: a copy too many, or one that leaked to the
    // other channel, would have reached its subscriber before the marker did.
    const marker: BusMessage = { k: 'staff', f: 'marker' };
    await Promise.all([b.b.publish(marker), elsewhere.b.publish(marker)]);
    await vi.waitFor(() => {
      for (const bus of [a, b, elsewhere]) expect(bus.got).toContainEqual(marker);
    });
    expect(a.got).toEqual([message, marker]);
    expect(b.got).toEqual([message, marker]);
    expect(elsewhere.got).toEqual([marker]);
  });
});
