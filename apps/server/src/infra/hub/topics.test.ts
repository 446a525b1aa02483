import { MAX_WATCH_TOPICS, type NotifyMessage, type OddsDelta, oddsTopics } from '@lalebet/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp } from '../../test/accounts.ts';
import { customerIdOf } from '../../test/customers.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import {
  type TestHubClient,
  connectGuest,
  connectHub,
  guestTicket,
  listen,
  rawSocket,
} from '../../test/hub.ts';
import { MAX_GUESTS_PER_IP } from './hub.ts';
import { TOPIC_ERRORS } from './topics.ts';

const delta = (eventId: string, odds = 1850): OddsDelta => ({
  eventId,
  status: 'live',
  live: { home: 1, away: 0, clock: '12:00', periods: [[1, 0]] },
  markets: [
    {
      id: 1,
      specifiers: '',
      status: 'active',
      version: odds,
      outcomes: [{ id: '1', odds, active: true }],
    },
  ],
});
const odds = (m: NotifyMessage): m is Extract<NotifyMessage, { command: 'Odds' }> => m.command === 'Odds';

/** Guests and customers watching odds through Watch/Unwatch (docs/decisions/021-sportsbook-engine.md). */
describe.each(testDatabases())('hub topics on %s', (kind) => {
  let t: TestApp;
  let base: string;
  const clients: TestHubClient[] = [];
  const guest = async () => {
    const c = await connectGuest(base);
    clients.push(c);
    return c;
  };
  const publish = (eventId: string, sport = 'soccer', live = true, price = 1850) =>
    t.app.hub.publishTopics(oddsTopics(eventId, sport, live), 'Odds', delta(eventId, price));
  beforeAll(async () => {
    t = await createTestApp(kind);
    base = await listen(t.app);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.connection.stop()));
  });
  afterAll(() => t.close());

  it('lets a guest connect and watch one event, and sends it only that event', async () => {
    const c = await guest();
    expect(t.app.hub.stats()).toMatchObject({ guests: 1, customers: 0 });
    await c.connection.invoke('Watch', ['event:sr:match:1']);
    await publish('sr:match:2');
    await publish('sr:match:1');
    const got = await c.next(odds);
    expect(got).toEqual({
      command: 'Odds',
      message: delta('sr:match:1'),
      topics: ['event:sr:match:1', 'live:soccer', 'live:all'],
    });
    // One socket delivers in order: had sr:match:2 been sent, it would precede this marker.
    await publish('sr:match:1', 'soccer', true, 1999);
    await c.next((m) => odds(m) && m.message.markets[0]?.version === 1999);
    expect(c.messages.map((m) => (odds(m) ? m.message.eventId : '?'))).toEqual(['sr:match:1', 'sr:match:1']);
  });

  it('stops after Unwatch, and forgets a closed connection', async () => {
    const c = await guest();
    await c.connection.invoke('Watch', ['event:e1', 'live:tennis']);
    expect(t.app.hub.topics.watchers('event:e1')).toBe(1);
    await c.connection.invoke('Unwatch', ['event:e1']);
    await publish('e1', 'soccer', false);
    await publish('e2', 'tennis', true); // still on live:tennis
    expect((await c.next(odds)).message).toMatchObject({ eventId: 'e2' });
    // A marker on the topic still watched: e1 (published before it) or a second e2 would come first.
    await publish('e2', 'tennis', true, 1999);
    await c.next((m) => odds(m) && m.message.markets[0]?.version === 1999);
    expect(c.messages.map((m) => (odds(m) ? m.message.eventId : '?'))).toEqual(['e2', 'e2']);
    await c.connection.stop();
    await vi.waitFor(() => expect(t.app.hub.topics.watchers('live:tennis')).toBe(0));
  });

  it('sends one copy to a connection that watches several of the published topics', async () => {
    const [a, b] = await Promise.all([guest(), guest()]);
    await a.connection.invoke('Watch', ['event:e3', 'live:soccer', 'live:all']);
    await b.connection.invoke('Watch', ['live:all']);
    await publish('e3');
    await publish('e4', 'basketball', false); // a marker nobody watches but e4's own watchers
    await b.connection.invoke('Watch', ['event:e4']);
    await publish('e4', 'basketball', false, 2000);
    expect((await b.next((m) => odds(m) && m.message.eventId === 'e4')).message).toMatchObject({
      markets: [{ version: 2000 }],
    });
    expect(a.messages.filter(odds)).toHaveLength(1);
    expect(b.messages.map((m) => (odds(m) ? m.message.eventId : '?'))).toEqual(['e3', 'e4']);
  });

  it('answers bad input with an error completion and keeps the connection', async () => {
    const c = await guest();
    for (const args of [
      ['football-is-not-a-topic'],
      ['live:curling'],
      [`event:${'x'.repeat(101)}`],
      ['event:has space'],
      [42],
    ]) {
      await expect(c.connection.invoke('Watch', args)).rejects.toThrow(TOPIC_ERRORS.topic);
    }
    await expect(c.connection.invoke('Watch', 'event:e5')).rejects.toThrow(TOPIC_ERRORS.shape);
    await expect(c.connection.invoke('Watch')).rejects.toThrow(TOPIC_ERRORS.shape);
    await expect(c.connection.invoke('Unwatch', { a: 1 })).rejects.toThrow(TOPIC_ERRORS.shape);
    await expect(c.connection.invoke('Deposit', ['event:e5'])).rejects.toThrow(TOPIC_ERRORS.method);
    // A refused call watched nothing; a good one still works, as does a non-blocking one.
    await publish('e5');
    await c.connection.send('Watch', ['event:e5']);
    await c.connection.invoke('Watch', ['event:e6']);
    await publish('e5', 'soccer', true, 1999);
    expect((await c.next(odds)).message).toMatchObject({ eventId: 'e5', markets: [{ version: 1999 }] });
  });

  it(`refuses more than ${MAX_WATCH_TOPICS} topics per connection, all or nothing`, async () => {
    const c = await guest();
    const topics = (from: number, n: number) => Array.from({ length: n }, (_, i) => `event:${from + i}`);
    await expect(c.connection.invoke('Watch', topics(0, MAX_WATCH_TOPICS + 1))).rejects.toThrow(
      TOPIC_ERRORS.tooMany,
    );
    await c.connection.invoke('Watch', topics(0, 150));
    await c.connection.invoke('Watch', topics(100, 50)); // already watched: no more room taken
    await expect(c.connection.invoke('Watch', topics(150, 51))).rejects.toThrow(TOPIC_ERRORS.tooMany);
    expect(t.app.hub.topics.watchers('event:150')).toBe(0);
    await c.connection.invoke('Watch', topics(150, 50));
    await c.connection.invoke('Unwatch', topics(0, 10));
    await c.connection.invoke('Watch', topics(1000, 10));
    expect(t.app.hub.topics.watchers('event:1009')).toBe(1);
  });

  it('lets a signed-in connection watch too, and it still gets its own commands', async () => {
    const ayse = await signUp(t.app);
    const c = await connectHub(base, ayse.token);
    clients.push(c);
    await c.connection.invoke('Watch', ['event:e7']);
    await publish('e7');
    expect((await c.next(odds)).message).toMatchObject({ eventId: 'e7' });
    await t.app.hub.send([
      {
        customerId: await customerIdOf(t.db, ayse.username),
        message: { command: 'Bet', message: { id: 'b1', status: 'accepted', payout: null, refusal: null } },
      },
    ]);
    expect((await c.next((m) => m.command === 'Bet')).message).toMatchObject({ id: 'b1' });
  });

  it(`admits ${MAX_GUESTS_PER_IP} guests per address and refuses the next with 429`, async () => {
    const open = [];
    for (let i = 0; i < MAX_GUESTS_PER_IP + 1; i++) {
      const { status, accessToken } = await guestTicket(base);
      expect(status).toBe(200);
      open.push(await rawSocket(`${base.replace('http', 'ws')}/hub/frnotify?access_token=${accessToken}`));
    }
    expect(open.map((o) => o.status)).toEqual([...Array<number>(MAX_GUESTS_PER_IP).fill(101), 429]);
    open[0]!.ws!.terminate();
    await vi.waitFor(() => expect(t.app.hub.stats().guests).toBeLessThan(MAX_GUESTS_PER_IP));
    const { accessToken } = await guestTicket(base);
    const again = await rawSocket(`${base.replace('http', 'ws')}/hub/frnotify?access_token=${accessToken}`);
    expect(again.status).toBe(101);
    for (const o of [...open, again]) o.ws?.terminate();
  });
});
