import { HUB_LIMITS } from '@lalebet/shared';
import type WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, signUp } from '../../test/accounts.ts';
import { type TestApp, createTestApp } from '../../test/harness.ts';
import { listen, negotiateTicket, rawSocket, records } from '../../test/hub.ts';

const HANDSHAKE = '{"protocol":"json","version":1}\x1e';
const closeCode = (ws: WebSocket) =>
  new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));

/** The wire format byte by byte, with a bare WebSocket (no database differences here: PGlite only). */
describe('hub protocol', () => {
  let t: TestApp;
  let base: string;
  let url: string;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    base = await listen(t.app);
    const customer = await signUp(t.app);
    token = customer.token;
    url = `${base.replace('http', 'ws')}/hub/frnotify?id=abcdefgh12345678&access_token=`;
  });
  afterAll(() => t.close());

  const open = async (tok = token) => {
    const res = await rawSocket(url + (await negotiateTicket(base, tok)).accessToken);
    if (!res.ws) throw new Error(`upgrade refused: ${res.status}`);
    return { ws: res.ws, rec: records(res.ws) };
  };

  it('answers the JSON handshake with {} and ignores pings', async () => {
    const { ws, rec } = await open();
    ws.send(HANDSHAKE);
    expect(await rec.next()).toBe('{}');
    ws.send('{"type":6}\x1e');
    ws.send('{"type":1,"target":"Whatever","arguments":[],"invocationId":"7"}\x1e');
    expect(JSON.parse(await rec.next())).toEqual({
      type: 3,
      invocationId: '7',
      error: 'Unknown hub method.',
    });
    ws.send('{"type":7}\x1e');
    expect(await closeCode(ws)).toBe(1000);
  });

  it('accepts a handshake split across two messages', async () => {
    const { ws, rec } = await open();
    ws.send(HANDSHAKE.slice(0, 10));
    ws.send(HANDSHAKE.slice(10));
    expect(await rec.next()).toBe('{}');
    ws.close();
  });

  it('refuses other protocols with a handshake error', async () => {
    const { ws, rec } = await open();
    const closed = closeCode(ws);
    ws.send('{"protocol":"messagepack","version":1}\x1e');
    expect(JSON.parse(await rec.next())).toEqual({
      error: 'Only the json protocol, version 1, is supported.',
    });
    expect(await closed).toBe(1002);
  });

  it(`closes a connection that sends more than ${HUB_LIMITS.maxMessageBytes} bytes at once`, async () => {
    const { ws, rec } = await open();
    ws.send(HANDSHAKE);
    await rec.next();
    const closed = closeCode(ws);
    ws.send(`{"type":6,"pad":"${'x'.repeat(HUB_LIMITS.maxMessageBytes)}"}\x1e`);
    expect(await closed).toBe(1009);
  });

  it(`keeps at most ${HUB_LIMITS.maxConnectionsPerCustomer} connections per customer, closing the oldest`, async () => {
    const customer = await signUp(t.app);
    const tokens = [customer.token];
    const sockets = [];
    for (let i = 0; i < HUB_LIMITS.maxConnectionsPerCustomer; i++) {
      if (i % 3 === 2) tokens.push((await logIn(t.app, customer.username)).json().data.token);
      const s = await open(tokens.at(-1));
      s.ws.send(HANDSHAKE);
      await s.rec.next();
      sockets.push(s);
    }
    const oldest = closeCode(sockets[0]!.ws);
    const newest = await open(tokens[0]);
    expect(await oldest).toBe(1008);
    expect(JSON.parse(sockets[0]!.rec.all.at(-1) ?? (await sockets[0]!.rec.next()))).toEqual({
      type: 7,
      error: 'Too many connections for this account.',
    });
    expect(newest.ws.readyState).toBe(newest.ws.OPEN);
    for (const s of [...sockets, newest]) s.ws.close();
  });
});
