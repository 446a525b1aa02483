import type { SportsBet, SportsEvent } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../db/database.ts';
import { registration } from '../../test/accounts.ts';
import { customerIdOf } from '../../test/customers.ts';
import { fund } from '../../test/ledger.ts';
import { cash } from './bets/settle/bets.test-kit.ts';
import { mainMarket, pick, placeReq, until } from './feed-run.test-kit.ts';

/**
 * The sportsbook driven over HTTP in server processes (uof-amqp.test.ts, uof-endpoint.test.ts):
 * the player's API on the adapter, the simulator's control API /sim/feed on whichever process
 * runs it. Only what a client sees; the database is read for the ledger.
 */

type Answer = { status: number; body: { success?: boolean; code?: string; data?: unknown } };

export async function http(base: string, path: string, body?: object, token?: string): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      'x-locale': 'en',
      'x-fingerprint': 'fp-feed-process',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Answer['body'] };
}

/** A control call on the simulator; it answers once the feed messages it caused are published. */
export async function sim(base: string, path: string, body: object = {}) {
  const res = await http(base, `/sim/feed/${path}`, body);
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
}

export type Player = { id: bigint; token: string };

/** Registers over HTTP and funds the account through the ledger. */
export async function fundedPlayer(base: string, db: Kysely<Database>, kurus: bigint): Promise<Player> {
  const person = registration();
  const res = await http(base, '/api/auth/register', person);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = await customerIdOf(db, person.username);
  await fund(db, id, kurus);
  return { id, token: (res.body.data as { token: string }).token };
}

export async function event(base: string, id: string): Promise<SportsEvent | undefined> {
  const res = await http(base, `/api/sportsbook/events/${encodeURIComponent(id)}`);
  return res.status === 200 ? (res.body.data as SportsEvent) : undefined;
}

/**
 * Pre-match soccer with an open 1x2 kicking off in over ten minutes, latest first: the simulator
 * takes the soonest match live when another ends, so the latest stay pre-match during a test.
 */
export async function openMatches(base: string, atLeast = 5): Promise<SportsEvent[]> {
  return until(
    `${atLeast} pre-match soccer events with an open 1x2`,
    async () => {
      const res = await http(base, '/api/sportsbook/events?live=false&sport=soccer&take=200');
      // A match the simulator took live early is priced live before the adapter's list says so.
      const later = Date.now() + 10 * 60_000;
      const items = ((res.body.data as { items?: SportsEvent[] } | undefined)?.items ?? []).filter(
        (e) => mainMarket(e) && Date.parse(e.startTime) > later,
      );
      items.sort((a, b) => b.startTime.localeCompare(a.startTime));
      return items.length >= atLeast ? items : undefined;
    },
    30_000,
  );
}

/** The main market's status now ('missing' when the event or market is not listed). */
export async function mainStatus(base: string, id: string): Promise<string> {
  return (await event(base, id))?.markets.find((m) => m.id === 1 && m.specifiers === '')?.status ?? 'missing';
}

/** A single on the home win of `e`'s open 1x2 at its current odds. */
export async function betHome(
  base: string,
  player: Player,
  e: SportsEvent,
  stake: number,
): Promise<SportsBet> {
  const home = mainMarket(e)!.outcomes.find((o) => o.id === '1')!;
  const res = await http(
    base,
    '/api/sportsbook/bets',
    placeReq('single', stake, [pick(e.id, '1', home.odds)]),
    player.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const bet = res.body.data as SportsBet;
  expect(bet.status, 'a pre-match bet is accepted at once').toBe('open');
  return bet;
}

/** Settles the 1x2 on the simulator with `winner` and waits until the adapter settled the bet. */
export async function settleAndWait(
  simBase: string,
  adapterBase: string,
  player: Player,
  bet: SportsBet,
  winner: '1' | '2' | '3',
): Promise<SportsBet> {
  const eventId = bet.legs[0]!.eventId;
  await sim(simBase, `events/${eventId}/settle`, {
    markets: [
      {
        marketId: 1,
        specifiers: '',
        outcomes: ['1', '2', '3'].map((o) => ({ outcomeId: o, result: o === winner ? 1 : 0 })),
      },
    ],
  });
  return until(`bet ${bet.id} settled`, async () => {
    const res = await http(adapterBase, '/api/sportsbook/bets?take=100', undefined, player.token);
    const b = (res.body.data as { items: SportsBet[] }).items.find((x) => x.id === bet.id);
    return b && b.status !== 'open' && b.status !== 'pending' ? b : undefined;
  });
}

/** The player's available balance in kuruş. */
export const balance = (db: Kysely<Database>, player: Player) => cash(db, player.id);
