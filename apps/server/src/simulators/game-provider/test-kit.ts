/**
 * Helpers for the simulator's tests (not a test file). The engines here are stubs that follow
 * the games/engine.ts contract, so that these tests pin the HTTP and wallet behaviour and not
 * the real games' maths (the games folder tests those).
 */
import { generateKeyPairSync } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { KeyPair } from '../../lib/hub88/signature.ts';
import { ENGINE_NAMES, type Engine, type SimGame, simulatorCatalogue } from './catalogue.ts';
import { EngineInputError, type GameEngine, type Rng, type RoundStep } from './games/engine.ts';
import type { GameKit } from './simulator.ts';
import { mulberry32 } from '../../lib/seeded-random.ts';

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
export { mulberry32 };

export const seededRng =
  (rand: () => number): Rng =>
  (max) =>
    Math.floor(rand() * max);

const stakeOf = (input: unknown): bigint => {
  const stake = (input as { stake?: unknown } | null)?.stake;
  if (typeof stake !== 'number' || !Number.isSafeInteger(stake) || stake < 1 || stake > 1_000_000) {
    throw new EngineInputError('stake must be 1..1000000 kuruş');
  }
  return BigInt(stake);
};

/** One step: lose, or win 1-4 times the stake. */
const stubSlot = (engine: Engine): GameEngine => ({
  engine,
  rtp: 0.9,
  start(input, rng): RoundStep {
    const stake = stakeOf(input);
    const win = rng(3) === 0 ? stake * BigInt(1 + rng(4)) : 0n;
    return { stake, win, done: true, view: { symbol: rng(10) }, state: null };
  },
});

type HandState = { stake: string; hits: number };
/** Several steps: hit up to three times, stand, or double (a raise: another bet). */
const stubBlackjack: GameEngine = {
  engine: 'blackjack',
  rtp: 0.9,
  start(input) {
    const stake = stakeOf(input);
    return { stake, win: 0n, done: false, view: { hits: 0 }, state: { stake: String(stake), hits: 0 } };
  },
  act(state, action, rng) {
    const s = state as HandState;
    const stake = BigInt(s.stake);
    if (action === 'hit' && s.hits < 2) {
      return { stake, win: 0n, done: false, view: { hits: s.hits + 1 }, state: { ...s, hits: s.hits + 1 } };
    }
    if (action === 'hit' || action === 'stand' || action === 'double') {
      const total = action === 'double' ? stake * 2n : stake;
      return { stake: total, win: rng(2) === 0 ? total * 2n : 0n, done: true, view: { action }, state: null };
    }
    throw new EngineInputError('unknown action');
  },
};

export const STUB_KIT: GameKit = {
  engines: Object.fromEntries(
    ENGINE_NAMES.map((e) => [e, e === 'blackjack' ? stubBlackjack : stubSlot(e)]),
  ) as GameKit['engines'],
  renderGamePage: (o) =>
    `<!doctype html><html><head><style nonce="${o.nonce}"></style></head><body data-game="${o.game.code}" data-balance="${o.balance}"><script nonce="${o.nonce}">/* ${o.apiBase} */</script></body></html>`,
};

/** A single-step game and a multi-step one from the simulator's catalogue. */
export function testGames(): { slot: SimGame; blackjack: SimGame } {
  const { games } = simulatorCatalogue();
  return {
    slot: games.find((g) => g.engine === 'slot')!,
    blackjack: games.find((g) => g.engine === 'blackjack')!,
  };
}

/** Puts catalogue games into the operator's tables, so its wallet takes bets on them. */
export async function addCatalogueGames(db: Kysely<Database>, games: SimGame[]): Promise<void> {
  const provider = await db
    .insertInto('casino_provider')
    .values({
      name: 'Simulator Test Studio',
      slug: 'simulator-test-studio',
      launcher: 'hub88',
      logo_url: '/x.svg',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('casino_game')
    .values(
      games.map((g) => ({
        game_code: g.code,
        name: g.name,
        provider_id: provider.id,
        image_url: '/x.svg',
        categories: ['slot'],
      })),
    )
    .execute();
}

let pair: KeyPair | null = null;
/** A throw-away key pair in the simulator's KeyPair shape. */
export function testKeys(): KeyPair {
  if (pair) return pair;
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return (pair = {
    privateKey,
    publicKey,
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  });
}

/** Wraps an existing key pair (e.g. the wallet test-kit's). */
export const asKeyPair = (k: Pick<KeyPair, 'privateKey' | 'publicKey'>): KeyPair => ({
  ...k,
  publicPem: k.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
});
