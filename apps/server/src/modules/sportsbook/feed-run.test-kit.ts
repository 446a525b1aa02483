import type { PlaceBetRequest, SportsBet, SportsEvent } from '@lalebet/shared';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { expect } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { call } from '../../test/accounts.ts';
import { assertSettlementSound } from './bets/settle/bets.test-kit.ts';

/**
 * Helpers of the seeded feed run (feed-run.test.ts): the real app with the feed simulator on,
 * read and driven only through the public API and the simulator's control API /sim/feed.
 */

export async function simApp(db: Kysely<Database>): Promise<FastifyInstance> {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const config = { ...base, sportsbook: { ...base.sportsbook, simulator: true, simSpeed: 60 } };
  const app = await buildApp({ config, db, logger: !!process.env.TEST_LOGS });
  await app.ready();
  return app;
}

/** Polls `probe` until it returns a value other than undefined, or fails after `ms`. */
export async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function events(app: FastifyInstance, live: boolean): Promise<SportsEvent[]> {
  const res = await call(app, `sportsbook/events?live=${live}&sport=soccer&take=200`);
  return res.json().data.items;
}

export async function event(app: FastifyInstance, id: string): Promise<SportsEvent | undefined> {
  const res = await call(app, `sportsbook/events/${encodeURIComponent(id)}`);
  return res.statusCode === 200 ? res.json().data : undefined;
}

/** The main market (1x2) when it is active with every outcome priced. */
export function mainMarket(e: SportsEvent | undefined) {
  const m = e?.markets.find((x) => x.id === 1 && x.specifiers === '');
  return m && m.status === 'active' && m.outcomes.every((o) => o.active) ? m : undefined;
}

/** The main market's status now, or undefined when the event or the market is not listed. */
export async function mainStatus(app: FastifyInstance, id: string) {
  return (await event(app, id))?.markets.find((x) => x.id === 1 && x.specifiers === '')?.status;
}

export async function sim(app: FastifyInstance, path: string, body?: object) {
  const res = await app.inject({
    method: 'POST',
    url: `/sim/feed/${path}`,
    ...(body ? { payload: body } : {}),
  });
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  return res.json();
}

export const pick = (eventId: string, outcomeId: string, odds: number) => ({
  eventId,
  marketId: 1,
  specifiers: '',
  outcomeId,
  odds,
});

export function placeReq(
  kind: 'single' | 'multiple',
  stake: number,
  selections: PlaceBetRequest['selections'],
): PlaceBetRequest {
  return { requestId: crypto.randomUUID(), kind, stake, oddsChange: 'any', selections };
}

export async function myBets(app: FastifyInstance, token: string): Promise<SportsBet[]> {
  const res = await call(app, 'sportsbook/bets?take=100', undefined, { token });
  expect(res.statusCode).toBe(200);
  return res.json().data.items;
}

const SETTLED = ['won', 'lost', 'void', 'half_won', 'half_lost'];

/** A bet's status agrees with its legs: settled exactly when no leg is open; a single is its leg. */
export function expectConsistent(b: SportsBet): void {
  const openLegs = b.legs.filter((l) => l.result === 'open').length;
  if (b.status === 'open' || b.status === 'pending') expect(openLegs, b.id).toBeGreaterThan(0);
  if (SETTLED.includes(b.status)) {
    expect(openLegs, b.id).toBe(0);
    expect(b.payout, b.id).not.toBeNull();
    if (b.kind === 'single') expect(b.legs[0]!.result, b.id).toBe(b.status);
    if (b.status === 'void') expect(b.payout).toBe(b.stake);
    if (b.status === 'lost') expect(b.payout).toBe(0);
  }
}

/** Ledger, S1, S3, S6, and every bet of every player consistent with its legs. */
export async function invariants(app: FastifyInstance, db: Kysely<Database>, tokens: string[]) {
  await assertSettlementSound(db);
  for (const t of tokens) for (const b of await myBets(app, t)) expectConsistent(b);
}

/** No settlement row is written twice for one bet, generation and kind. */
export async function expectNoDuplicateSettlements(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{ bet_id: string }>`select bet_id from sb_bet_settlement
    group by bet_id, generation, kind having count(*) > 1`.execute(db);
  expect(rows).toEqual([]);
}

export const kurus = (lira: number) => BigInt(Math.round(lira * 100));
