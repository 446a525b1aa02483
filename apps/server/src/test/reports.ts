import type { Kysely } from 'kysely';
import { postBonusClose, postBonusGrant } from '../core/bonus/index.ts';
import {
  DEFAULT_CURRENCY,
  ensurePlayerAccount,
  ensureSystemAccount,
  postTransfers,
  transferId,
} from '../core/ledger/index.ts';
import type { Database } from '../db/database.ts';
import { HUB88_PATHS } from '../lib/hub88/protocol.ts';
import {
  type Player,
  betRequest,
  callWallet,
  createPlayer,
  newGameSession,
  rollbackRequest,
  units,
  winRequest,
} from './wallet.ts';
import type { FastifyInstance } from 'fastify';

/** Test data for the reports, put in through the same paths the money takes in production. */

export async function addGame(db: Kysely<Database>, provider: string, slug: string, game: string) {
  const p = await db
    .insertInto('casino_provider')
    .values({ name: provider, slug, launcher: 'hub88', logo_url: '/x.svg' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('casino_game')
    .values({ game_code: game, name: game, provider_id: p.id, image_url: '/x.svg', categories: ['slot'] })
    .execute();
}

/** A signed wallet bet (and a win on it when `win` is given); kuruş in, the bet's fields out. */
export async function play(app: FastifyInstance, p: Player, game: string, stake: bigint, win?: bigint) {
  const bet = betRequest(p, { amount: units(stake), game_code: game });
  const res = await callWallet(app, HUB88_PATHS.bet, bet);
  if (res.json<{ status: string }>().status !== 'RS_OK') throw new Error(`bet refused: ${res.body}`);
  if (win !== undefined) {
    await callWallet(app, HUB88_PATHS.win, winRequest(p, bet, { amount: units(win), game_code: game }));
  }
  return bet;
}

export async function rollBack(
  app: FastifyInstance,
  p: Player,
  bet: { transaction_uuid: string; round: string },
  game: string,
) {
  await callWallet(app, HUB88_PATHS.rollback, rollbackRequest(p, bet, { game_code: game }));
}

/** A player with cash and a launch token for `game`. */
export async function playerFor(db: Kysely<Database>, game: string, balance = 100_000n): Promise<Player> {
  const p = await createPlayer(db, { balance });
  return { ...p, token: await newGameSession(db, p.customerId, { game }) };
}

export const tokenFor = async (db: Kysely<Database>, p: Player, game: string): Promise<Player> => ({
  ...p,
  token: await newGameSession(db, p.customerId, { game }),
});

/** Sportsbook settlements as sink.ts posts them: a lost stake into the house, a win out of it. */
export async function sportsbookResult(db: Kysely<Database>, customerId: bigint, lost: bigint, won: bigint) {
  await db.transaction().execute(async (trx) => {
    const openBets = await ensureSystemAccount(trx, 'sportsbook', 'open-bets');
    const house = await ensureSystemAccount(trx, 'sportsbook', 'house');
    const cash = await ensurePlayerAccount(trx, customerId);
    const id = (what: string) => transferId('report-test', customerId, what, Date.now());
    const base = { currency: DEFAULT_CURRENCY, code: 'sportsbook_settle' };
    await postTransfers(trx, [
      { ...base, id: id('forfeit'), debit: openBets, credit: house, amount: lost },
      { ...base, id: id('win'), debit: house, credit: cash, amount: won },
    ]);
  });
}

/** A bonus granted, then ended by conversion or forfeit, through core/bonus/ledger.ts. */
export async function bonusLife(
  db: Kysely<Database>,
  bonus: { id: bigint; customer_id: bigint; amount: bigint },
  end: 'convert' | 'forfeit',
) {
  await db.transaction().execute(async (trx) => {
    await postBonusGrant(trx, bonus);
    await postBonusClose(trx, bonus, end);
  });
}

/** Today's calendar date in a time zone (YYYY-MM-DD). */
export const dayIn = (tz: string, at = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

export const shiftDay = (day: string, by: number) =>
  new Date(Date.parse(day) + by * 86_400_000).toISOString().slice(0, 10);
