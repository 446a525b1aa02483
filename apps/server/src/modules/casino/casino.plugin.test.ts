import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { seedDemoData } from '../../db/seed/seed.ts';
import { call, signUp } from '../../test/accounts.ts';
import { createTestDb } from '../../test/harness.ts';
import type { StartGameSimulator } from './casino.plugin.ts';

/** A stand-in for the game-provider simulator: answers the launch API, remembers how it was started. */
function stubSimulator() {
  const started: Parameters<StartGameSimulator>[0][] = [];
  let closed = 0;
  const start: StartGameSimulator = async (opts) => {
    started.push(opts);
    const server = http.createServer((req, res) => {
      req.resume().on('end', () => {
        const port = (server.address() as AddressInfo).port;
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ url: `http://localhost:${port}/game` }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      close: () => {
        closed++;
        server.close();
      },
    };
  };
  return { start, started, closed: () => closed };
}

describe('the casino plugin with the game-provider simulator', () => {
  it('starts the simulator once the server listens, launches through it, frames it and stops it on close', async () => {
    const { db, drop } = await createTestDb('pglite');
    await seedDemoData(db);
    const sim = stubSimulator();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: '/tmp/lalebet-casino-plugin',
    });
    const app = await buildApp({ config, db, logger: false, startSimulator: sim.start });
    try {
      await app.ready();
      expect(sim.started).toHaveLength(0); // inject-only: nothing listens
      await app.listen({ port: 0, host: '127.0.0.1' });
      const url = await app.casino.simulator();
      const port = (app.server.address() as AddressInfo).port;
      expect(sim.started).toEqual([
        {
          port: 3001,
          host: config.host,
          walletUrl: `http://127.0.0.1:${port}/api/provider/hub88`,
          dataDir: config.dataDir,
          publicUrl: undefined,
          operatorId: 1,
        },
      ]);
      const simPort = new URL(url!).port;
      const csp = String((await app.inject({ url: '/healthz' })).headers['content-security-policy']);
      const frameSrc = csp
        .split(';')
        .find((d) => d.startsWith('frame-src'))!
        .split(' ');
      expect(frameSrc.sort()).toEqual(
        ["'self'", 'frame-src', `http://127.0.0.1:${simPort}`, `http://localhost:${simPort}`].sort(),
      );

      const { token } = await signUp(app);
      const res = await call(
        app,
        'casino/dtlaunchurl',
        {
          code: (
            await db
              .selectFrom('casino_game as g')
              .innerJoin('casino_provider as p', 'p.id', 'g.provider_id')
              .select('g.game_code')
              .where('p.launcher', '=', 'dt')
              .executeTakeFirstOrThrow()
          ).game_code,
        },
        { token },
      );
      expect(res.json()).toEqual({ success: true, message: '', data: `http://localhost:${simPort}/game` });
    } finally {
      await app.close();
      await drop();
    }
    expect(sim.closed()).toBe(1);
  });
});
