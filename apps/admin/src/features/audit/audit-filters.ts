import type { AuditFilters } from './api/get-audit';

/** The viewer's URL filters (days, a typed event prefix) as the API's query. */
export const ACTOR_KINDS = ['customer', 'admin', 'system'] as const;

// Türkiye keeps UTC+3 all year, so a site day starts at 00:00+03:00.
const startOf = (day: string) => `${day}T00:00:00+03:00`;
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function apiFilters(f: Record<string, string>, order: 'asc' | 'desc'): AuditFilters {
  const event = f.event
    ?.trim()
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '');
  return {
    actorKind: (ACTOR_KINDS as readonly string[]).includes(f.actorKind ?? '') ? f.actorKind : undefined,
    actorId: /^\d+$/.test(f.actorId ?? '') ? f.actorId : undefined,
    // A typed prefix finds every event starting with it (`rg` finds rg_limit_set, rg_timeout, ...).
    event: event ? `${event}*` : undefined,
    from: f.from && DAY.test(f.from) ? startOf(f.from) : undefined,
    to: f.to && DAY.test(f.to) ? startOf(nextDay(f.to)) : undefined,
    sort: order === 'asc' ? 'oldest' : 'newest',
  };
}
