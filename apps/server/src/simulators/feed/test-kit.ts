import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { FeedEnvelope } from '../../lib/feed/envelope.ts';
import { memoryTransport } from '../../infra/feed/memory-transport.ts';
import { type ManualFeedSimulator, createFeedSimulator } from './simulator.ts';

export const START = Date.UTC(2026, 10, 27, 12, 0, 0);

/** A simulator on the in-process transport with a hand-moved clock and every envelope recorded. */
export async function recordingSimulator(seed = 7, speed = 10) {
  const sent: FeedEnvelope[] = [];
  const transport = memoryTransport((err) => {
    throw err;
  });
  await transport.subscribe((m) => {
    sent.push(m);
  });
  let at = START;
  const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
  const sim: ManualFeedSimulator = await createFeedSimulator({ transport, seed, speed, log, now: () => at });
  return {
    sim,
    sent,
    get now() {
      return at;
    },
    /** Moves time in one-second ticks, as the real loop does. */
    async advance(ms: number, step = 1_000) {
      for (let done = 0; done < ms; done += step) {
        at += Math.min(step, ms - done);
        await sim.tick();
      }
    },
  };
}
