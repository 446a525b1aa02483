import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../../test/accounts.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { listen, negotiateTicket, rawSocket } from '../../test/hub.ts';
import { clock, controlClock } from '../../lib/clock.ts';
import { HUB_TICKET_TTL_MS } from './tickets.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const stores = [
  'memory',
  ...(redisUrl && process.env.TEST_DATABASE_URL ? (['redis'] as const) : []),
] as const;

/**
 * The session token never travels in a URL (docs/decisions/018-hub-tickets-and-several-processes.md):
 * negotiate, authorized by the header, redirects to the hub with a single-use ticket, and only
 * that ticket opens a socket. Tickets live in memory, or in Redis on PostgreSQL + Redis.
 */
describe.each(stores)('hub tickets in %s', (store) => {
  let t: TestApp;
  let base: string;
  let ws: string;
  beforeAll(async () => {
    t = await createTestApp(store === 'redis' ? 'postgres' : testDatabases()[0]!, {
      config: store === 'redis' ? { redisUrl } : {},
    });
    base = await listen(t.app);
    ws = `${base.replace('http', 'ws')}/hub/frnotify`;
  });
  afterAll(() => t.close());

  const negotiate = (headers: Record<string, string>, query = '') =>
    fetch(`${base}/hub/frnotify/negotiate?negotiateVersion=1${query}`, { method: 'POST', headers });

  it('refuses a session token in the socket URL, on the upgrade and in the negotiate URL', async () => {
    const { token } = await signUp(t.app);
    expect((await rawSocket(`${ws}?access_token=${token}&fingerprint=fp-test`)).status).toBe(401);
    expect(
      (await rawSocket(ws, { authorization: `Bearer ${token}`, 'x-fingerprint': 'fp-test' })).status,
    ).toBe(401);
    expect((await negotiate({ 'x-fingerprint': 'fp-test' }, `&access_token=${token}`)).status).toBe(401);
  });

  it('redirects negotiate to the hub with a ticket that opens one socket, once', async () => {
    const { token } = await signUp(t.app);
    const redirect = await negotiateTicket(base, token);
    expect(redirect).toEqual({
      url: `${base}/hub/frnotify`,
      accessToken: expect.stringMatching(/^hubt_[\w-]{43}$/),
    });

    // The client's second negotiate, with the ticket: how to connect. It does not spend the ticket.
    const second = await negotiate({ authorization: `Bearer ${redirect.accessToken}` });
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({
      negotiateVersion: 1,
      connectionToken: expect.any(String),
      availableTransports: [{ transport: 'WebSockets' }],
    });

    const first = await rawSocket(`${ws}?access_token=${redirect.accessToken}`);
    expect(first.status).toBe(101);
    first.ws?.close();
    expect((await rawSocket(`${ws}?access_token=${redirect.accessToken}`)).status).toBe(401);
    expect((await negotiate({ authorization: `Bearer ${redirect.accessToken}` })).status).toBe(401);
  });

  it('lets exactly one of 20 parallel uses of a ticket through', async () => {
    const { token } = await signUp(t.app);
    const { accessToken } = await negotiateTicket(base, token);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => rawSocket(`${ws}?access_token=${accessToken}`)),
    );
    expect(results.filter((r) => r.status === 101)).toHaveLength(1);
    expect(results.filter((r) => r.status === 401)).toHaveLength(19);
    for (const r of results) r.ws?.close();
  });

  it('refuses an expired ticket and one whose session has ended', async () => {
    const { token } = await signUp(t.app);
    const late = await negotiateTicket(base, token);
    const time = controlClock();
    try {
      time.advance(HUB_TICKET_TTL_MS + 1);
      expect((await rawSocket(`${ws}?access_token=${late.accessToken}`)).status).toBe(401);
    } finally {
      clock.reset();
    }
    expect(HUB_TICKET_TTL_MS).toBeLessThanOrEqual(60_000);

    const orphan = await negotiateTicket(base, token);
    expect((await call(t.app, 'auth/logout', undefined, { token })).statusCode).toBe(200);
    expect((await rawSocket(`${ws}?access_token=${orphan.accessToken}`)).status).toBe(401);
  });
});
