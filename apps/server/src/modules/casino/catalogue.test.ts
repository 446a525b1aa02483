import { CASINO_CATEGORIES, LAUNCHERS, searchWords } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/seed.ts';
import { call } from '../../test/accounts.ts';
import { testDatabases } from '../../test/harness.ts';
import { type CasinoTestApp, createCasinoTestApp } from './test-kit.ts';

describe.each(testDatabases())('casino catalogue on %s', (kind) => {
  let t: CasinoTestApp;
  beforeAll(async () => {
    t = await createCasinoTestApp(kind);
  });
  afterAll(() => t.close());

  it('seeds over 2,000 games from over 20 studios, every category and every launch integration', async () => {
    const games = await t.db
      .selectFrom('casino_game as g')
      .innerJoin('casino_provider as p', 'p.id', 'g.provider_id')
      .select(['g.name', 'g.categories', 'g.is_live', 'g.image_url', 'g.game_code', 'p.launcher'])
      .execute();
    expect(games.length).toBeGreaterThanOrEqual(2_000);
    const providers = await t.db.selectFrom('casino_provider').select('id').execute();
    expect(providers.length).toBeGreaterThanOrEqual(20);
    expect(new Set(games.flatMap((g) => g.categories))).toEqual(new Set(CASINO_CATEGORIES));
    expect(new Set(games.map((g) => g.launcher))).toEqual(new Set(LAUNCHERS));
    const aviators = games.filter((g) => g.name === 'Aviator');
    expect(aviators).toHaveLength(1);
    expect(aviators[0]!.is_live).toBe(false);
    expect(games.every((g) => g.image_url === `/media/games/${g.game_code}.svg`)).toBe(true);

    // One index row per distinct folded word of each name: the search sees every name in full.
    const words = await t.db
      .selectFrom('casino_game_word')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(words.n)).toBe(games.reduce((n, g) => n + new Set(searchWords(g.name)).size, 0));
  });

  it('seeds once: a second start leaves the catalogue as it is', async () => {
    const before = await t.db
      .selectFrom('casino_game')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    await seedDemoData(t.db);
    const after = await t.db
      .selectFrom('casino_game')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('lists the five category pages with id, name, slugList and imageUrl', async () => {
    const res = await call(t.app, 'casino/categorylist');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { id: number; name: string; slugList: string[]; imageUrl: string }[];
    expect(data.map((c) => c.slugList[0])).toEqual([...CASINO_CATEGORIES]);
    for (const c of data) {
      expect(Object.keys(c).sort()).toEqual(['id', 'imageUrl', 'name', 'slugList']);
      expect((await t.app.inject({ url: c.imageUrl })).statusCode).toBe(200);
    }
  });

  it('lists studios with their game count, narrowed to a category', async () => {
    const all = (await call(t.app, 'casino/providers')).json().data as {
      id: number;
      name: string;
      logoUrl: string;
      gameCount: number;
    }[];
    expect(all.length).toBeGreaterThanOrEqual(20);
    expect(Object.keys(all[0]!).sort()).toEqual(['gameCount', 'id', 'logoUrl', 'name']);
    const live = (await call(t.app, 'casino/providers?systemCategory=live')).json().data as typeof all;
    expect(live.length).toBeGreaterThan(0);
    expect(live.length).toBeLessThan(all.length);
    const page = await call(t.app, 'casino/games', {
      systemCategory: 'live',
      providerId: live[0]!.id,
      take: 1,
    });
    expect(page.json().data.total).toBe(live[0]!.gameCount);
    expect((await t.app.inject({ url: live[0]!.logoUrl })).headers['content-type']).toContain(
      'image/svg+xml',
    );
    expect((await call(t.app, 'casino/providers?systemCategory=poker')).statusCode).toBe(400);
  });

  it('draws every thumbnail from its catalogue entry, cacheable, and keeps the committed ones', async () => {
    const game = await t.db
      .selectFrom('casino_game')
      .select(['image_url', 'name'])
      .where('name', '=', 'Aviator')
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({ url: game.image_url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toMatch(/max-age=\d{6,}/);
    expect(res.body).toContain('AVIATOR');
    const again = await t.app.inject({
      url: game.image_url,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const committed = await t.app.inject({ url: '/media/games/sweet-bonanza.svg' });
    expect(committed.statusCode).toBe(200);
    expect(committed.body).toContain('<svg');
    expect((await t.app.inject({ url: '/media/games/no_such_game.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/games/..%2F..%2Fpackage.json' })).statusCode).toBe(404);
  });
});
