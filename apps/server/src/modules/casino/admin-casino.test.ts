import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../test/admin.ts';
import { call, signUp } from '../../test/accounts.ts';
import { testDatabases } from '../../test/harness.ts';
import { roleToken } from '../../test/staff.ts';
import { type OperatorSimulator, startOperatorSimulator } from './catalogue-sync/test-kit.ts';
import { type CasinoTestApp, createCasinoTestApp } from './test-kit.ts';

type Game = {
  id: number;
  gameCode: string;
  name: string;
  enabled: boolean;
  categories: string[];
  providerId: number;
};

describe.each(testDatabases())('back-office casino catalogue on %s', (kind) => {
  let t: CasinoTestApp;
  let owner: string;
  let provider: OperatorSimulator;
  beforeAll(async () => {
    // The simulator's whole catalogue behind the Operator API, as the demo has it.
    provider = await startOperatorSimulator();
    t = await createCasinoTestApp(kind, { casino: provider.casinoConfig() });
    owner = await adminToken(t.app, t.db);
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await provider.sim.close();
  });

  it("a sync of the simulator's full game list finds the seeded catalogue as it is (ADR 090)", async () => {
    const count = () =>
      t.db
        .selectFrom('casino_game')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('enabled', '=', true)
        .executeTakeFirstOrThrow();
    const before = await count();
    const res = await call(t.app, 'admin/casino/catalogue-sync', {}, { method: 'POST', token: owner });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ok', added: 0, updated: 0, disabled: 0 });
    expect(await count()).toEqual(before);
    expect(Number(before.n)).toBeGreaterThan(2000);
  });

  const get = (url: string, token = owner) => call(t.app, url, undefined, { token });
  const put = (url: string, body: object, token = owner, locale: 'tr' | 'en' = 'en') =>
    call(t.app, url, body, { method: 'PUT', token, locale });
  const publicCodes = async (body: object) =>
    (await call(t.app, 'casino/games', { skip: 0, take: 100, ...body }))
      .json()
      .data.items.map((g: { gameCode: string }) => g.gameCode);
  const dtGame = () =>
    t.db
      .selectFrom('casino_game as g')
      .innerJoin('casino_provider as p', 'p.id', 'g.provider_id')
      .select(['g.id', 'g.game_code', 'g.name', 'g.provider_id'])
      .where('p.launcher', '=', 'dt')
      .orderBy('g.id')
      .executeTakeFirstOrThrow();

  it('lists providers with their game counts and games by provider, category, switch and text, paged', async () => {
    const providers = await get('admin/casino/providers?take=100&sort=name&order=asc');
    expect(providers.statusCode, providers.body).toBe(200);
    const { items, total } = providers.json().data;
    expect(items.length).toBe(total);
    expect(total).toBeGreaterThanOrEqual(20);
    expect(items.map((p: { name: string }) => p.name)).toEqual(
      [...items.map((p: { name: string }) => p.name)].sort((a: string, b: string) =>
        a < b ? -1 : a > b ? 1 : 0,
      ),
    );
    expect(items[0]).toMatchObject({ enabled: true, gameCount: expect.any(Number) });
    expect(items[0].gameCount).toBe(items[0].enabledGameCount);

    const game = await dtGame();
    const byProvider = (await get(`admin/casino/games?providerId=${game.provider_id}&take=5`)).json().data;
    expect(byProvider.items).toHaveLength(5);
    expect(byProvider.total).toBeGreaterThan(5);
    expect(byProvider.items.every((g: Game) => g.providerId === game.provider_id)).toBe(true);
    const page2 = (await get(`admin/casino/games?providerId=${game.provider_id}&take=5&skip=5`)).json().data;
    expect(page2.total).toBe(byProvider.total);
    expect(page2.items.map((g: Game) => g.id)).not.toContain(byProvider.items[0].id);

    const found = (await get(`admin/casino/games?query=${encodeURIComponent(game.game_code)}`)).json().data;
    expect(found.items.map((g: Game) => g.gameCode)).toContain(game.game_code);
    const live = (await get('admin/casino/games?category=live&take=100')).json().data;
    expect(live.items.every((g: Game) => g.categories.includes('live'))).toBe(true);
    // LIKE wildcards in the text are literal.
    expect((await get('admin/casino/games?query=%25%25%25')).json().data.total).toBe(0);
  });

  it('a disabled game leaves the public catalogue at once and cannot be launched; audited', async () => {
    const game = await dtGame();
    const player = await signUp(t.app);
    expect(await publicCodes({ search: game.name })).toContain(game.game_code);

    const off = await put(`admin/casino/games/${game.id}`, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ id: game.id, enabled: false });
    expect(await publicCodes({ search: game.name })).not.toContain(game.game_code);
    const launch = await call(t.app, 'casino/dtlaunchurl', { code: game.game_code }, { token: player.token });
    expect(launch.statusCode).toBe(404);
    expect(launch.json().code).toBe('GAME_NOT_FOUND');
    expect((await get(`admin/casino/games?enabled=false&query=${game.game_code}`)).json().data.total).toBe(1);

    const audit = await t.db
      .selectFrom('auth_audit')
      .select(['actor_kind', 'details'])
      .where('event', '=', 'casino_game_changed')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_kind).toBe('admin');
    expect(JSON.parse(audit[0]!.details.changes as string)).toEqual({ enabled: [true, false] });

    // The same value again changes nothing and writes no audit row.
    await put(`admin/casino/games/${game.id}`, { enabled: false });
    expect(
      await t.db.selectFrom('auth_audit').select('id').where('event', '=', 'casino_game_changed').execute(),
    ).toHaveLength(1);

    await put(`admin/casino/games/${game.id}`, { enabled: true });
    expect(await publicCodes({ search: game.name })).toContain(game.game_code);
    const again = await call(t.app, 'casino/dtlaunchurl', { code: game.game_code }, { token: player.token });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('a disabled provider takes all its games out of the lobby and the provider filter', async () => {
    const game = await dtGame();
    const res = await put(`admin/casino/providers/${game.provider_id}`, { enabled: false });
    expect(res.statusCode, res.body).toBe(200);
    try {
      expect(await publicCodes({ providerId: game.provider_id })).toEqual([]);
      const studios = (await call(t.app, 'casino/providers')).json().data.map((p: { id: number }) => p.id);
      expect(studios).not.toContain(game.provider_id);
      const row = (await get(`admin/casino/games?query=${game.game_code}`)).json().data.items[0];
      expect(row).toMatchObject({ enabled: true, providerEnabled: false });
    } finally {
      await put(`admin/casino/providers/${game.provider_id}`, { enabled: true });
    }
    expect((await publicCodes({ providerId: game.provider_id })).length).toBeGreaterThan(0);
  });

  it('files a game under other categories and moves it; the category pages follow', async () => {
    const game = await t.db
      .selectFrom('casino_game')
      .select(['id', 'game_code'])
      .where('is_live', '=', false)
      .where(sql<boolean>`categories = array['slot']::text[]`)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await put(`admin/casino/games/${game.id}`, {
      categories: ['bingo', 'slot'],
      sort: 0,
      isPopular: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ categories: ['bingo', 'slot'], sort: 0, isPopular: true });
    // Popular first: it opens the bingo page.
    expect((await publicCodes({ systemCategory: 'bingo' }))[0]).toBe(game.game_code);
  });

  it('refuses bad input with 400, unknown ids with 404 and roles without casino:manage with 403', async () => {
    const game = await dtGame();
    for (const body of [
      {},
      { categories: [] },
      { categories: ['poker'] },
      { categories: ['slot', 'slot'] },
      { sort: -1 },
      { enabled: 'yes' },
      { enabled: true, extra: 1 },
    ]) {
      const res = await put(`admin/casino/games/${game.id}`, body, owner, 'tr');
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await get('admin/casino/games?category=poker')).statusCode).toBe(400);
    expect((await get('admin/casino/games?take=1000')).statusCode).toBe(400);
    const missing = await put('admin/casino/games/987654', { enabled: false }, owner, 'tr');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'GAME_NOT_FOUND',
      message: 'Bu oyun şu anda kullanılamıyor.',
    });
    expect((await put('admin/casino/providers/987654', { enabled: false })).json().code).toBe(
      'PROVIDER_NOT_FOUND',
    );

    const support = await roleToken(t.app, t.db, 'support');
    for (const res of [
      await get('admin/casino/games', support),
      await put(`admin/casino/games/${game.id}`, { enabled: false }, support),
      await put(`admin/casino/providers/${game.provider_id}`, { enabled: false }, support),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    const content = await roleToken(t.app, t.db, 'content');
    expect((await get('admin/casino/providers', content)).statusCode).toBe(200);
    const player = await signUp(t.app);
    expect((await get('admin/casino/games', player.token)).statusCode).toBe(401);
    const row = await t.db
      .selectFrom('casino_game')
      .select('enabled')
      .where('id', '=', game.id)
      .executeTakeFirstOrThrow();
    expect(row.enabled).toBe(true);
  });
});
