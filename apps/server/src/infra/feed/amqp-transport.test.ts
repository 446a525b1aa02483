import amqp from 'amqplib';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { FEED_EXCHANGE, amqpTransport } from './amqp-transport.ts';
import type { FeedEnvelope } from '../../lib/feed/envelope.ts';
import { routingKey } from '../../lib/feed/routing-key.ts';
import { publishedFixtures } from '../../lib/feed/uof/fixture-source.ts';

const url = process.env.TEST_AMQP_URL;
const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

const fixture = (urn: string, sport: string): FeedEnvelope => ({
  producer: 3,
  type: 'fixture_change',
  eventUrn: urn,
  ts: 1,
  body: {
    changeType: 1,
    fixture: {
      sport,
      tournament: { urn: 'sr:tournament:52', name: { tr: 'Süper Lig', en: 'Süper Lig' }, country: 'tr' },
      home: { urn: 'sr:competitor:1', name: 'Galatasaray' },
      away: { urn: 'sr:competitor:2', name: 'Fenerbahçe' },
      startTime: '2026-11-27T18:00:00.000Z',
      kind: 'match',
      liveCoverage: true,
    },
  },
});

describe('UOF routing keys', () => {
  it('builds the 8 parts for pre-match, live, settlement and system messages', () => {
    const odds = (producer: 1 | 3): FeedEnvelope => ({
      producer,
      type: 'odds_change',
      eventUrn: 'sr:match:1234',
      ts: 1,
      body: { markets: [] },
    });
    expect(routingKey(odds(3), 1)).toBe('hi.pre.-.odds_change.1.sr:match.1234.-');
    expect(routingKey(odds(1), 2)).toBe('hi.-.live.odds_change.2.sr:match.1234.-');
    const settlement: FeedEnvelope = {
      ...odds(1),
      type: 'bet_settlement',
      body: { certainty: 1, markets: [] },
    };
    expect(routingKey(settlement, 1)).toBe('lo.-.live.bet_settlement.1.sr:match.1234.-');
    expect(routingKey({ producer: 1, type: 'alive', eventUrn: '', ts: 1, body: { subscribed: true } })).toBe(
      '-.-.-.alive.-.-.-.-',
    );
    expect(routingKey({ ...odds(3), eventUrn: 'sr:simple_tournament:9' })).toBe(
      'hi.pre.-.odds_change.-.sr:simple_tournament.9.-',
    );
  });
});

describe.skipIf(!url)('AMQP transport (RabbitMQ)', () => {
  it('delivers 500 envelopes to a subscriber in order, with UOF routing keys', async () => {
    // The consumer reads fixtures from the provider (here, what the test publishes), not the wire.
    const provider = publishedFixtures();
    const publisher = await amqpTransport(url!, { log });
    const consumer = await amqpTransport(url!, { log, fixtures: provider });
    // A raw queue on the same exchange sees the routing keys.
    const raw = await amqp.connect(url!);
    const channel = await raw.createChannel();
    const { queue } = await channel.assertQueue('', { exclusive: true, autoDelete: true });
    await channel.bindQueue(queue, FEED_EXCHANGE, '#');
    const keys: string[] = [];
    await channel.consume(queue, (m) => m && keys.push(m.fields.routingKey), { noAck: true });

    const got: FeedEnvelope[] = [];
    const unsubscribe = await consumer.subscribe((m) => {
      got.push(m);
    });
    const sent: FeedEnvelope[] = [
      fixture('sr:match:1', 'soccer'),
      fixture('sr:match:2', 'basketball'),
      fixture('sr:match:3', 'cs2'),
    ];
    for (let i = sent.length; i < 500; i++) {
      const urn = `sr:match:${(i % 3) + 1}`;
      sent.push(
        i % 50 === 0
          ? { producer: 1, type: 'alive', eventUrn: '', ts: i, body: { subscribed: true } }
          : { producer: i % 2 ? 1 : 3, type: 'odds_change', eventUrn: urn, ts: i, body: { markets: [] } },
      );
    }
    for (const m of sent) provider.register(m);
    for (const m of sent) await publisher.publish(m);
    await vi.waitFor(() => expect([got.length, keys.length]).toEqual([500, 500]), {
      timeout: 5_000,
      interval: 50,
    });

    expect(got).toEqual(sent);
    expect(keys[0]).toBe('lo.pre.-.fixture_change.1.sr:match.1.-');
    expect(keys[1]).toBe('lo.pre.-.fixture_change.2.sr:match.2.-');
    expect(keys[4]).toBe('hi.pre.-.odds_change.2.sr:match.2.-');
    expect(keys[5]).toBe('hi.-.live.odds_change.109.sr:match.3.-');
    expect(keys[50]).toBe('-.-.-.alive.-.-.-.-');
    expect(keys).toHaveLength(500);

    await unsubscribe();
    await raw.close();
    await consumer.close();
    await publisher.close();
  });
});
