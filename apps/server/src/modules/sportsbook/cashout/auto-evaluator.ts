import type { BetsCtx } from '../bets/place/place.context.ts';
import { evaluateEvent } from './auto-page.ts';

/**
 * Runs auto cash-out rules when an event's prices move (docs/decisions/074-auto-cash-out.md),
 * off the feed's path: the feed only marks the event (`mark`, synchronous, after it applied the
 * message), and one worker per process drains the marked events one at a time, a page of
 * `pageSize` bets per step, yielding to the event loop between steps. Marks of an event coalesce:
 * while it waits, further marks are free; while it is evaluated, they ask for one more pass.
 * An error is logged and the worker goes on; the feed never sees it.
 */
export type AutoEvaluator = {
  mark(eventId: string): void;
  /** Resolves once nothing is marked or running (tests; shutdown). */
  idle(): Promise<void>;
  stop(): Promise<void>;
};

type Entry = { after: string; again: boolean };

export function createAutoEvaluator(
  ctx: BetsCtx,
  opts: {
    pageSize?: number;
    /** When the next step runs (default: the next turn of the event loop). */
    schedule?: (run: () => void) => void;
    /** One page of an event (default evaluateEvent; tests count calls). */
    evaluate?: typeof evaluateEvent;
  } = {},
): AutoEvaluator {
  const pageSize = opts.pageSize ?? 100;
  const evaluate = opts.evaluate ?? evaluateEvent;
  const schedule = opts.schedule ?? ((run) => setImmediate(run));
  const queue = new Map<string, Entry>();
  let current: { eventId: string; again: boolean } | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  async function step(eventId: string, entry: Entry) {
    const cur = { eventId, again: false };
    current = cur;
    try {
      const { next } = await evaluate(ctx, eventId, { after: entry.after, limit: pageSize });
      const again = entry.again || cur.again;
      // The rest of this pass first (a busy event cannot starve its later bets), then a new pass.
      if (next) queue.set(eventId, { after: next, again });
      else if (again) queue.set(eventId, { after: '', again: false });
    } catch (err) {
      ctx.log.error({ err, event: eventId }, 'sportsbook: auto cash-out evaluation failed');
    } finally {
      current = null;
    }
  }

  async function drain() {
    while (queue.size && !stopped) {
      const [eventId, entry] = queue.entries().next().value!;
      queue.delete(eventId);
      await step(eventId, entry);
      await new Promise<void>((resolve) => schedule(resolve));
    }
    running = null;
  }

  return {
    mark(eventId) {
      if (stopped) return;
      if (current?.eventId === eventId) current.again = true;
      else {
        const queued = queue.get(eventId);
        if (!queued) queue.set(eventId, { after: '', again: false });
        else if (queued.after !== '') queued.again = true;
      }
      running ??= new Promise<void>((resolve) => schedule(resolve)).then(drain);
    },
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      queue.clear();
      await this.idle();
    },
  };
}
