import { describe, expect, it } from 'vitest';
import type { BetsCtx } from '../bets/place/place.context.ts';
import type { evaluateEvent } from './auto-page.ts';
import { createAutoEvaluator } from './auto-evaluator.ts';

/**
 * The auto cash-out worker's scheduling (docs/decisions/074-auto-cash-out.md), with the
 * evaluation injected: marks coalesce per event, one evaluation runs at a time, a long event is
 * paged, a mark during its evaluation asks for one more pass, an error is logged and passed.
 */
function harness(pages: Record<string, number> = {}, failing = new Set<string>()) {
  const calls: { eventId: string; after: string }[] = [];
  const errors: unknown[] = [];
  let running = 0;
  let most = 0;
  const hooks: { during?: (eventId: string) => void } = {};
  const evaluate: typeof evaluateEvent = async (_ctx, eventId, opts = {}) => {
    running++;
    most = Math.max(most, running);
    calls.push({ eventId, after: opts.after ?? '' });
    hooks.during?.(eventId);
    await Promise.resolve();
    running--;
    if (failing.has(eventId)) throw new Error('database down');
    const page = Number(opts.after || 0) + 1;
    return { outcomes: [], next: page < (pages[eventId] ?? 1) ? String(page) : null };
  };
  const log = { error: (o: { err: unknown }) => errors.push(o.err) };
  const ctx = { log } as unknown as BetsCtx;
  const evaluator = createAutoEvaluator(ctx, { evaluate, pageSize: 2, schedule: queueMicrotask });
  return { evaluator, calls, errors, hooks, most: () => most };
}

describe('auto cash-out evaluator', () => {
  it('coalesces marks of a waiting event into one evaluation, one at a time', async () => {
    const h = harness();
    for (let i = 0; i < 5; i++) for (const e of ['a', 'b', 'a']) h.evaluator.mark(e);
    await h.evaluator.idle();
    expect(h.calls).toEqual([
      { eventId: 'a', after: '' },
      { eventId: 'b', after: '' },
    ]);
    expect(h.most()).toBe(1);
  });

  it('pages a long event behind the others and a mark during its evaluation makes one more pass', async () => {
    const h = harness({ a: 3 });
    h.hooks.during = (e) => {
      if (e === 'a' && h.calls.length === 1) h.evaluator.mark('a');
    };
    h.evaluator.mark('a');
    h.evaluator.mark('b');
    await h.evaluator.idle();
    expect(h.calls.map((c) => `${c.eventId}:${c.after}`)).toEqual([
      'a:',
      'b:',
      'a:1',
      'a:2',
      'a:',
      'a:1',
      'a:2',
    ]);
  });

  it('logs a failed evaluation and goes on; a stopped evaluator takes no marks', async () => {
    const h = harness({}, new Set(['bad']));
    h.evaluator.mark('bad');
    h.evaluator.mark('good');
    await h.evaluator.idle();
    expect(h.calls.map((c) => c.eventId)).toEqual(['bad', 'good']);
    expect(h.errors).toHaveLength(1);
    await h.evaluator.stop();
    h.evaluator.mark('good');
    await h.evaluator.idle();
    expect(h.calls).toHaveLength(2);
  });
});
