import { HUB_METHOD, HUB_PATH, type NotifyMessage } from '@lalebet/shared';
import {
  HttpTransportType,
  HubConnectionBuilder,
  type IHttpConnectionOptions,
  LogLevel,
} from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signUp } from '../../test/accounts.ts';
import { type TestApp, createTestApp } from '../../test/harness.ts';
import { listen } from '../../test/hub.ts';

/**
 * The stock @microsoft/signalr client on its browser code path (which puts the access token in
 * the WebSocket URL, a browser's WebSocket having no headers), set up as the web's
 * signalr-connection.ts: it must follow negotiate's redirect, and the only token its socket URL
 * ever carries is the ticket. The client picks that path when `process.release.name` is not
 * 'node', so the test changes it while the client is built and started; the WebSocket class it
 * is given records the URLs it opens.
 */
describe('the stock SignalR client on its browser path', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    base = await listen(t.app);
  });
  afterAll(() => t.close());

  it('negotiates with the session token, is redirected, and opens the socket with only the ticket', async () => {
    const { token, username } = await signUp(t.app);
    const socketUrls: string[] = [];
    class RecordingWebSocket extends WebSocket {
      constructor(url: string) {
        socketUrls.push(url);
        super(url);
      }
    }
    const negotiations: { url: string; authorization: string | null }[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      const headers = new Headers(init?.headers);
      negotiations.push({ url: String(input), authorization: headers.get('authorization') });
      return realFetch(input, init);
    };
    const release = process.release;
    Object.defineProperty(process, 'release', { value: { name: 'browser' }, configurable: true });
    let connection;
    try {
      connection = new HubConnectionBuilder()
        .withUrl(`${base}${HUB_PATH}`, {
          accessTokenFactory: () => token,
          transport: HttpTransportType.WebSockets,
          headers: { 'x-fingerprint': 'fp-test', 'x-locale': 'en' },
          // Not in the published typings, but read by HttpConnection (its test seam).
          WebSocket: RecordingWebSocket,
        } as IHttpConnectionOptions)
        .configureLogging(LogLevel.None)
        .build();
      await connection.start();
    } finally {
      Object.defineProperty(process, 'release', { value: release, configurable: true });
      globalThis.fetch = realFetch;
    }
    try {
      const received = new Promise<NotifyMessage>((resolve) => connection.on(HUB_METHOD, resolve));
      const customer = await t.db
        .selectFrom('customer')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      await t.app.hub.send([
        {
          customerId: customer.id,
          message: { command: 'Notice', message: { title: 'Merhaba', note: 'Bilet' } },
        },
      ]);
      expect(await received).toEqual({ command: 'Notice', message: { title: 'Merhaba', note: 'Bilet' } });
    } finally {
      await connection.stop();
    }

    // Two negotiate calls: the first with the session token, the second (the redirect) with the ticket.
    expect(negotiations).toHaveLength(2);
    expect(negotiations[0]).toEqual({
      url: `${base}${HUB_PATH}/negotiate?negotiateVersion=1`,
      authorization: `Bearer ${token}`,
    });
    const ticket = /^Bearer (hubt_[\w-]+)$/.exec(negotiations[1]!.authorization ?? '')?.[1];
    expect(ticket).toBeDefined();
    expect(socketUrls).toHaveLength(1);
    const socketUrl = new URL(socketUrls[0]!);
    expect(socketUrl.searchParams.get('access_token')).toBe(ticket);
    expect(socketUrls[0]).not.toContain(token);
  });
});
