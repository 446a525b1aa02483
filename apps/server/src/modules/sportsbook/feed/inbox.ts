import { createHash } from 'node:crypto';
import type { FeedEnvelope, OutcomeResult } from '../../../lib/feed/envelope.ts';

/** JSON with object keys sorted, so the same content always hashes the same. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The inbox key of reference §3 docs/rules.md R4: (producer, type, event, ts, body). */
export function inboxHash(m: FeedEnvelope): string {
  return createHash('sha256')
    .update(stable([m.producer, m.type, m.eventUrn, m.ts, m.body]))
    .digest('hex');
}

/** Two results are the same when every outcome has the same result and factors. */
export function sameResult(a: OutcomeResult[], b: OutcomeResult[]): boolean {
  const norm = (list: OutcomeResult[]) =>
    stable(
      [...list]
        .map((o) => [o.id, o.result, o.voidFactor ?? 0, o.deadHeatFactor ?? 1])
        .sort((x, y) => (String(x[0]) < String(y[0]) ? -1 : 1)),
    );
  return norm(a) === norm(b);
}
