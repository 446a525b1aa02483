import { EventEmitter } from 'node:events';
import { HUB_LIMITS } from '@lalebet/shared';
import type { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import { HubConnection } from './connection.ts';

/** Just enough of a ws socket to watch what the connection writes and how it closes. */
function fakeSocket() {
  const ws = Object.assign(new EventEmitter(), {
    sent: [] as string[],
    closedWith: null as number | null,
    bufferedAmount: 0,
    send(frame: string | Buffer) {
      ws.sent.push(String(frame));
    },
    close(code: number) {
      ws.closedWith = code;
      ws.emit('close', code);
    },
    terminate() {
      ws.closedWith = -1;
      ws.emit('close', 1006);
    },
  });
  return ws;
}

function openConnection() {
  const ws = fakeSocket();
  const removed: HubConnection[] = [];
  const conn = new HubConnection(
    ws as unknown as WebSocket,
    { id: 'c1', customerId: '1', sessionId: 's1', locale: 'tr' },
    (c) => removed.push(c),
  );
  return { ws, conn, removed };
}

describe('hub connection timers', () => {
  it(`pings after ${HUB_LIMITS.pingIntervalMs / 1000} s of silence from the server`, () => {
    const { ws, conn } = openConnection();
    ws.emit('message', Buffer.from('{"protocol":"json","version":1}\x1e'));
    expect(ws.sent).toEqual(['{}\x1e']);
    conn.tick(Date.now() + HUB_LIMITS.pingIntervalMs - 1_000);
    expect(ws.sent).toHaveLength(1);
    conn.tick(Date.now() + HUB_LIMITS.pingIntervalMs + 10);
    expect(ws.sent.at(-1)).toBe('{"type":6}\x1e');
  });

  it(`closes a client silent for ${HUB_LIMITS.clientTimeoutMs / 1000} s, with a Close message`, () => {
    const { ws, conn, removed } = openConnection();
    ws.emit('message', Buffer.from('{"protocol":"json","version":1}\x1e'));
    conn.tick(Date.now() + HUB_LIMITS.clientTimeoutMs + 10);
    expect(JSON.parse(ws.sent.at(-1)!.slice(0, -1))).toMatchObject({ type: 7, error: expect.any(String) });
    expect(ws.closedWith).toBe(1000);
    expect(removed).toEqual([conn]);
  });

  it('drops a socket that never completes the handshake', () => {
    const { ws, conn } = openConnection();
    conn.tick(Date.now() + HUB_LIMITS.handshakeTimeoutMs + 10);
    expect(ws.closedWith).toBe(1002);
    expect(ws.sent).toEqual([]);
  });

  it('sends nothing before the handshake, and drops a client that does not read', () => {
    const { ws, conn } = openConnection();
    conn.send('x');
    expect(ws.sent).toEqual([]);
    ws.emit('message', Buffer.from('{"protocol":"json","version":1}\x1e'));
    ws.bufferedAmount = 2 * 1024 * 1024;
    conn.send('y');
    expect(ws.closedWith).toBe(-1);
  });

  it('closes on a record that is not JSON', () => {
    const { ws } = openConnection();
    ws.emit('message', Buffer.from('{"protocol":"json","version":1}\x1enot json\x1e'));
    expect(ws.closedWith).toBe(1007);
  });
});
