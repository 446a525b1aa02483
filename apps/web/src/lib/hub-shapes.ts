import type { BetStateDto, OddsDelta } from '@lalebet/shared/notifications-hub';

/**
 * Zod-free checks of the sportsbook's hub payloads (`packages/shared/src/notifications-hub.ts`),
 * enough that a handler never gets the wrong shape; zod stays out of the first chunks.
 */
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isInt = (v: unknown): v is number => Number.isInteger(v);

const isScore = (v: unknown) =>
  v === null ||
  (isObject(v) &&
    isInt(v.home) &&
    isInt(v.away) &&
    typeof v.clock === 'string' &&
    Array.isArray(v.periods) &&
    v.periods.every((p) => Array.isArray(p) && p.length === 2 && isInt(p[0]) && isInt(p[1])));

const isOutcome = (v: unknown) =>
  isObject(v) && typeof v.id === 'string' && isNumber(v.odds) && typeof v.active === 'boolean';

const isMarket = (v: unknown) =>
  isObject(v) &&
  isInt(v.id) &&
  typeof v.specifiers === 'string' &&
  typeof v.status === 'string' &&
  isInt(v.version) &&
  (v.prev === undefined || isInt(v.prev)) &&
  Array.isArray(v.outcomes) &&
  v.outcomes.every(isOutcome);

export function isOddsDelta(v: unknown): v is OddsDelta {
  return (
    isObject(v) &&
    typeof v.eventId === 'string' &&
    typeof v.status === 'string' &&
    isScore(v.live) &&
    Array.isArray(v.markets) &&
    v.markets.every(isMarket)
  );
}

export function isBetState(v: unknown): v is BetStateDto {
  return (
    isObject(v) &&
    typeof v.id === 'string' &&
    typeof v.status === 'string' &&
    (v.payout === null || isNumber(v.payout)) &&
    (v.refusal === null || typeof v.refusal === 'string')
  );
}

/** The `topics` a watcher push carries: absent, or strings only. */
export const isTopicList = (v: unknown): v is string[] | undefined =>
  v === undefined || (Array.isArray(v) && v.every((t) => typeof t === 'string'));
