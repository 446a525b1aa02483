import { EventEmitter } from 'node:events';
import type { Duplex } from 'node:stream';
import { oddsTopics } from '@lalebet/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import * as wsModule from 'ws';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryBus } from './bus.ts';
import { Hub } from './hub.ts';
import { sharedFrame } from './shared-frame.ts';

/** ws's own framing (exported at run time, absent from its types), to compare with. */
const { Sender } = wsModule as unknown as {
  Sender: { frame(data: Buffer, options: Record<string, unknown>): Buffer[] };
};
const silent = { warn() {}, info() {}, error() {}, debug() {} } as unknown as FastifyBaseLogger;

/** A ws socket (open) and the raw socket under it, recording what each is given. */
function sockets() {
  const ws = Object.assign(new EventEmitter(), {
    readyState: 1,
    bufferedAmount: 0,
    sent: [] as (string | Buffer)[],
    send(frame: string | Buffer) {
      ws.sent.push(frame);
    },
    close() {},
    terminate() {},
  });
  const raw = { written: [] as Buffer[], write: (b: Buffer) => raw.written.push(b) };
  return { ws, raw };
}

function watcher(hub: Hub, topic: string) {
  const { ws, raw } = sockets();
  hub.attach(
    ws as unknown as WebSocket,
    { id: 'g', customerId: null, sessionId: null, ip: '10.0.0.1', locale: 'tr' },
    raw as unknown as Duplex,
  );
  ws.emit('message', Buffer.from('{"protocol":"json","version":1}\x1e'));
  ws.emit('message', Buffer.from(`{"type":1,"target":"Watch","arguments":[["${topic}"]]}\x1e`));
  ws.sent.length = 0;
  return { ws, raw };
}

describe('topic fan-out (docs/decisions/021-sportsbook-engine.md, "Performance")', () => {
  afterEach(() => vi.restoreAllMocks());

  it('serializes a push once and writes the same bytes to every watcher, once each', async () => {
    const hub = new Hub(createMemoryBus(), silent);
    const watchers = Array.from({ length: 20 }, () => watcher(hub, 'live:soccer'));
    const stringify = vi.spyOn(JSON, 'stringify');
    const delta = { eventId: 'sr:match:1', status: 'live', live: null, markets: [] };
    // Published to three topics; every watcher watches one (or, below, two) of them.
    await hub.publishTopics(oddsTopics('sr:match:1', 'soccer', true), 'Odds', delta);
    expect(stringify).toHaveBeenCalledTimes(1);
    const first = watchers[0]!.raw.written[0]!;
    for (const w of watchers) {
      expect(w.raw.written).toHaveLength(1);
      expect(w.raw.written[0]).toBe(first); // the very same Buffer, not an equal copy
      expect(w.ws.sent).toEqual([]);
    }
    const text = first.subarray(first[1]! < 126 ? 2 : 4).toString(); // after the frame header
    expect(JSON.parse(text.slice(0, -1))).toEqual({
      type: 1,
      target: 'NotifyMessage',
      arguments: [{ command: 'Odds', message: delta, topics: oddsTopics('sr:match:1', 'soccer', true) }],
    });
    await hub.close(0);
  });

  it('falls back to ws when the socket is not open any more', async () => {
    const hub = new Hub(createMemoryBus(), silent);
    const w = watcher(hub, 'event:sr:match:2');
    w.ws.readyState = 2; // closing: the raw socket must not get data after ws's Close frame
    await hub.publishTopics(['event:sr:match:2'], 'Odds', {
      eventId: 'sr:match:2',
      status: 'live',
      live: null,
      markets: [],
    });
    expect(w.raw.written).toEqual([]);
    expect(w.ws.sent).toHaveLength(1);
    await hub.close(0);
  });

  it.each([0, 125, 126, 65_535, 65_536, 70_000])('frames %i bytes as ws does', (n) => {
    const text = 'x'.repeat(n);
    const ours = sharedFrame(text).wire;
    const theirs = Buffer.concat(
      Sender.frame(Buffer.from(text), { fin: true, rsv1: false, opcode: 1, mask: false, readOnly: false }),
    );
    expect(ours.equals(theirs)).toBe(true);
  });
});
