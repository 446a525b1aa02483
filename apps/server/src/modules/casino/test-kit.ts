import type { Launcher } from '@lalebet/shared';
import { buildApp } from '../../app.ts';
import { type Config, loadConfig } from '../../config.ts';
import { seedDemoData } from '../../db/seed/seed.ts';
import type { GameProviderAdapter, LaunchRequest, LaunchResult } from '../../infra/game-provider/adapter.ts';
import { GameProviderError } from '../../infra/game-provider/adapter.ts';
import { type DbKind, type TestApp, createTestDb } from '../../test/harness.ts';

/** A fake provider: records every launch request; `down` makes it fail like an unreachable one. */
export class FakeProvider implements GameProviderAdapter {
  readonly requests: LaunchRequest[] = [];
  readonly launcher: Launcher;
  down = false;
  constructor(launcher: Launcher) {
    this.launcher = launcher;
  }
  async launch(req: LaunchRequest): Promise<LaunchResult> {
    this.requests.push(req);
    if (this.down) throw new GameProviderError('connection refused');
    if (this.launcher === 'softgamings') return { kind: 'html', html: `<div id="sg">${req.gameCode}</div>` };
    return { kind: 'url', url: `http://127.0.0.1:3001/play/${req.gameCode}?token=${req.token}` };
  }
}

export type CasinoTestApp = TestApp & { providers: Record<Launcher, FakeProvider> };

/** The real app on a fresh seeded database with fake launch adapters. */
export async function createCasinoTestApp(kind: DbKind, over: Partial<Config> = {}): Promise<CasinoTestApp> {
  const { db, drop } = await createTestDb(kind);
  await seedDemoData(db);
  const providers = Object.fromEntries(
    (['dt', 'em', 'amusnet', 'egt', 'hub88', 'softgamings'] as const).map((l) => [l, new FakeProvider(l)]),
  ) as Record<Launcher, FakeProvider>;
  const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...over };
  const app = await buildApp({ config, db, logger: !!process.env.TEST_LOGS, gameProviders: providers });
  await app.ready();
  return {
    app,
    db,
    providers,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
