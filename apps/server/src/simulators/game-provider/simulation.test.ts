/**
 * T4 (docs/wallet-protocol.md §7): the simulator plays many rounds against the real seamless-wallet handlers
 * through a transport that loses, duplicates, reorders and times out calls, all drawn from one
 * seed. Afterwards the ledger invariants hold, every rollback loop ended in RS_OK, and round by
 * round the provider's books equal ours. Replay a failure with the seed it prints:
 *   SIM_SEED=<n> npx vitest run apps/server/src/simulators/game-provider/simulation.test.ts
 */
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import { availableBalance } from '../../core/ledger/index.ts';
import { type DbKind, type TestApp, testDatabases } from '../../test/harness.ts';
import { assertLedgerSound } from '../../test/ledger.ts';
import { createPlayer, createWalletTestApp, newGameSession, walletKeys } from '../../test/wallet.ts';
import { createFaultyTransport } from './faults.ts';
import { reconcile } from './reconcile.ts';
import { createGameSimulator } from './simulator.ts';
import { STUB_KIT, addCatalogueGames, asKeyPair, mulberry32, seededRng, testGames } from './test-kit.ts';

const SEED = process.env.SIM_SEED ? Number(process.env.SIM_SEED) : Math.floor(Math.random() * 2 ** 31);
const ROUNDS: Record<DbKind, number> = { pglite: 300, postgres: 1000 };
const STAKES = [1, 100, 1_000, 2_500, 10_000, 40_000];
const OK_STATUSES = new Set([200, 401, 409, 503]);

describe.each(testDatabases())('the seeded wallet simulation on %s', (kind) => {
  let t: TestApp;
  afterAll(() => t?.close());

  it(`keeps the ledger sound and both sides' books equal (SIM_SEED=${SEED})`, async () => {
    onTestFailed(() => console.error(`replay with: SIM_SEED=${SEED} npx vitest run ${import.meta.filename}`));
    const rand = mulberry32(SEED);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
    t = await createWalletTestApp(kind);
    const { slot, blackjack } = testGames();
    await addCatalogueGames(t.db, [slot, blackjack]);

    const faults = createFaultyTransport(
      async (path, bytes, headers) => {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/provider/hub88${path}`,
          payload: bytes,
          headers,
        });
        return { status: res.statusCode, body: res.body };
      },
      mulberry32(SEED ^ 0x5bd1e995),
    );
    const sim = await createGameSimulator({
      walletUrl: () => 'http://in-process/api/provider/hub88',
      keys: asKeyPair(walletKeys()),
      publicBase: () => 'http://games.test',
      transport: faults.transport,
      rng: seededRng(mulberry32(SEED ^ 0x27d4eb2f)),
      // Timeouts are the transport's to simulate; waits between retries would only slow the run.
      policy: { sleep: async () => {}, timeoutMs: 60_000, settleAttempts: 200 },
      games: STUB_KIT,
    });

    // Small and large balances (bets above the balance are refused), and one expired launch.
    const funding = [5_000n, 50_000n, 200_000n, 1_000_000n, 300_000n];
    const players = [];
    for (const [i, balance] of funding.entries()) {
      const p = await createPlayer(t.db, { balance, expired: i === 4 });
      // A launch token is good for its own game only: one launch per game, as the site makes them.
      const tokens = {
        [slot.code]: await newGameSession(t.db, p.customerId, { game: slot.code, expired: i === 4 }),
        [blackjack.code]: await newGameSession(t.db, p.customerId, { game: blackjack.code }),
      };
      for (const [code, token] of Object.entries(tokens)) {
        const res = await sim.app.inject({
          method: 'POST',
          url: '/operator/generic/v2/game/url',
          payload: {
            user: p.user,
            token,
            game_code: code,
            currency: 'TRY',
            lang: 'en',
            platform: 'GPL_DESKTOP',
            launcher: 'hub88',
          },
        });
        expect(res.statusCode).toBe(200);
      }
      players.push({ ...p, tokens, funded: balance });
    }

    const answers: Record<string, number> = {};
    const call = async (url: string, payload: object) => {
      const res = await sim.app.inject({ method: 'POST', url, payload });
      const key = res.statusCode === 200 ? 'ok' : res.json<{ error: string }>().error;
      answers[key] = (answers[key] ?? 0) + 1;
      expect(OK_STATUSES, res.body).toContain(res.statusCode);
      return res.json<{ round: string; done: boolean }>();
    };
    for (let i = 0; i < ROUNDS[kind]; i++) {
      const p = pick(players);
      const game = rand() < 0.7 ? slot : blackjack;
      const token = p.tokens[game.code]!;
      let step = await call('/api/round', { token, code: game.code, input: { stake: pick(STAKES) } });
      // Now and then a player walks away from an open hand: the round stays open, as in life.
      while (step.round && !step.done && rand() < 0.95) {
        const res = await call(`/api/round/${step.round}/act`, {
          token,
          action: pick(['hit', 'stand', 'double']),
        });
        if (!res.round) break;
        step = res;
      }
    }
    await faults.flush();

    await assertLedgerSound(t.db);
    expect(sim.stats.wallet.rollbacksOk).toBe(sim.stats.wallet.rollbacksSent);
    expect(sim.stats.wallet.stuck).toBe(0);
    expect(await reconcile(t.db, sim.stats.belief)).toEqual([]);
    for (const p of players) {
      let expected = p.funded;
      for (const r of sim.stats.belief.rounds().values()) {
        if (r.user !== p.user) continue;
        const { debited, credited } = sim.stats.belief.totals(r.round);
        expected += credited - debited;
      }
      expect(await availableBalance(t.db, p.customerId)).toBe(expected);
    }
    // The run really exercised the faults it claims to.
    expect(answers.ok).toBeGreaterThan(ROUNDS[kind] / 3);
    expect(faults.counts.lostAfter + faults.counts.heldBack + faults.counts.duplicated).toBeGreaterThan(0);
    console.info(`simulation ${kind} SIM_SEED=${SEED}`, {
      answers,
      faults: faults.counts,
      wallet: sim.stats.wallet,
    });
    await sim.close();
  }, 180_000);
});
