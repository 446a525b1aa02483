/**
 * T4's process kill (docs/wallet-protocol.md §7): the real server runs as a child process with
 * LALEBET_FAULT=wallet-after-commit, so it SIGKILLs itself right after committing a bet whose
 * transaction_uuid ends in '-kill'. The simulator saw no answer: it retries the bet, then rolls
 * it back until RS_OK, while the test restarts the server on the same port (at once, so the retry
 * gets the replayed answer, or after the bet's retries are spent, so the rollback refunds it). Afterwards the
 * books still reconcile. PostgreSQL only (two processes share the database).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadOrCreateSimulatorKeys } from '../../lib/hub88/signature.ts';
import { type TestDb, createTestDb } from '../../test/harness.ts';
import { assertLedgerSound } from '../../test/ledger.ts';
import { type ServerProcess, startServerProcess } from '../../test/server-process.ts';
import { createPlayer, ensureTestGames, newGameSession } from '../../test/wallet.ts';
import { reconcile } from './reconcile.ts';
import { type GameSimulator, createGameSimulator } from './simulator.ts';
import { STUB_KIT, addCatalogueGames, mulberry32, seededRng, testGames } from './test-kit.ts';

const SEED = process.env.SIM_SEED ? Number(process.env.SIM_SEED) : 4242;
const ROUNDS = 40;
const KILL_AT = new Set([3, 15, 30]);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the wallet simulation across server kills on postgres',
  () => {
    let t: TestDb;
    let server: ServerProcess | null = null;
    let sim: GameSimulator | null = null;
    let stopping = false;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lalebet-sim-'));
    afterAll(async () => {
      stopping = true;
      await sim?.close();
      await server?.stop();
      await t?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('reconciles after the server dies between commit and reply, and is restarted', async () => {
      t = await createTestDb('postgres');
      await ensureTestGames(t.db);
      const { slot, blackjack } = testGames();
      await addCatalogueGames(t.db, [slot, blackjack]);
      const keys = loadOrCreateSimulatorKeys(dataDir); // the server trusts DATA_DIR/keys outside production
      const env = {
        DATABASE_URL: t.url!,
        PORT: String(await freePort()),
        DATA_DIR: dataDir,
        LALEBET_FAULT: 'wallet-after-commit',
      };

      let kills = 0;
      const watch = (p: ServerProcess) =>
        p.child.once('exit', (_code, signal) => {
          if (stopping) return;
          if (signal === 'SIGKILL') kills++;
          // The simulator retries against the same address meanwhile. The second restart is slow,
          // longer than the bet's retries: that bet's outcome stays unknown and it is rolled back.
          const delay = kills === 2 ? 4_000 : 0;
          setTimeout(
            () => !stopping && void startServerProcess(env).then((next) => watch((server = next))),
            delay,
          );
        });
      server = await startServerProcess(env);
      watch(server);

      let bets = 0;
      sim = await createGameSimulator({
        walletUrl: () => `http://127.0.0.1:${env.PORT}/api/provider/hub88`,
        keys,
        publicBase: () => 'http://games.test',
        rng: seededRng(mulberry32(SEED)),
        policy: { timeoutMs: 2_000, backoffMs: (n) => Math.min(250 * 2 ** n, 1_000), settleAttempts: 120 },
        newId: (kind) => (kind === 'bet' && KILL_AT.has(++bets) ? `${randomUUID()}-kill` : randomUUID()),
        games: STUB_KIT,
      });
      const p = await createPlayer(t.db, { balance: 1_000_000n });
      // A launch token is good for its own game only: one launch per game, as the site makes them.
      const tokens = {
        [slot.code]: await newGameSession(t.db, p.customerId, { game: slot.code }),
        [blackjack.code]: await newGameSession(t.db, p.customerId, { game: blackjack.code }),
      };
      for (const [code, token] of Object.entries(tokens)) {
        const launch = {
          user: p.user,
          token,
          game_code: code,
          currency: 'TRY',
          lang: 'en',
          platform: 'GPL_DESKTOP',
          launcher: 'hub88',
        };
        await sim.app.inject({ method: 'POST', url: '/operator/generic/v2/game/url', payload: launch });
      }

      const rand = mulberry32(SEED ^ 0x1234);
      for (let i = 0; i < ROUNDS; i++) {
        const game = rand() < 0.6 ? slot : blackjack;
        const token = tokens[game.code]!;
        const res = await sim.app.inject({
          method: 'POST',
          url: '/api/round',
          payload: { token, code: game.code, input: { stake: 500 } },
        });
        expect([200, 503], res.body).toContain(res.statusCode);
        let step = res.json<{ round?: string; done?: boolean }>();
        while (step.round && !step.done) {
          const act = await sim.app.inject({
            method: 'POST',
            url: `/api/round/${step.round}/act`,
            payload: { token, action: rand() < 0.5 ? 'double' : 'stand' },
          });
          step = act.json();
        }
      }

      expect(kills).toBe(KILL_AT.size);
      expect(sim.stats.wallet.stuck).toBe(0);
      expect(sim.stats.wallet.rollbacksOk).toBe(sim.stats.wallet.rollbacksSent);
      expect(sim.stats.wallet.rollbacksSent).toBeGreaterThanOrEqual(1);
      await assertLedgerSound(t.db);
      expect(await reconcile(t.db, sim.stats.belief)).toEqual([]);
      const killed = await t.db
        .selectFrom('wallet_transaction')
        .select(['transaction_uuid', 'rolled_back'])
        .where('transaction_uuid', 'like', '%-kill')
        .execute();
      expect(killed.length).toBe(KILL_AT.size);
      expect(killed.filter((k) => k.rolled_back).length).toBeGreaterThanOrEqual(1);
    }, 120_000);
  },
);
