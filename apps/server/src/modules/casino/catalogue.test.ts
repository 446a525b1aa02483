import { CASINO_CATEGORIES, GAME_CATEGORIES, LAUNCHERS, searchWords } from '@lalebet/shared';
import { sql } from 'kysely';
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
    expect(new Set(games.flatMap((g) => g.categories))).toEqual(new Set(GAME_CATEGORIES));
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

  it('gives a catalogue seeded before the Sanal titles those titles on the next start, and nothing else', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('casino_game')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const total = await count();
    // As an older version seeded it: no virtual games. The operator disabled one slot meanwhile.
    const gone = await t.db
      .deleteFrom('casino_game')
      .where(sql<boolean>`categories @> array['virtual']::text[]`)
      .returning('game_code')
      .execute();
    expect(gone.length).toBeGreaterThan(0);
    const slot = await t.db
      .updateTable('casino_game')
      .set({ enabled: false })
      .where(
        'game_code',
        '=',
        (await t.db.selectFrom('casino_game').select('game_code').executeTakeFirstOrThrow()).game_code,
      )
      .returning('game_code')
      .executeTakeFirstOrThrow();

    await seedDemoData(t.db);
    expect(await count()).toBe(total);
    const found = (await call(t.app, 'casino/games', { search: 'sanal', take: 100 })).json().data as {
      items: { gameCode: string }[];
    };
    expect(found.items.length).toBeGreaterThan(0);
    const disabled = await t.db
      .selectFrom('casino_game')
      .select('enabled')
      .where('game_code', '=', slot.game_code)
      .executeTakeFirstOrThrow();
    expect(disabled.enabled).toBe(false);
    await t.db
      .updateTable('casino_game')
      .set({ enabled: true })
      .where('game_code', '=', slot.game_code)
      .execute();
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

  it('lists Sanal: only virtual sports, each also on the games page, from several integrations', async () => {
    type Item = { gameCode: string; categories: string[]; isLive: boolean; launcher: string };
    const virtual = (await call(t.app, 'casino/games', { systemCategory: 'virtual', take: 100 })).json()
      .data as { items: Item[]; total: number };
    expect(virtual.total).toBeGreaterThanOrEqual(8);
    expect(virtual.items).toHaveLength(virtual.total);
    for (const g of virtual.items) {
      expect(g.categories).toEqual(['games', 'virtual']);
      expect(g.isLive).toBe(false);
    }
    expect(new Set(virtual.items.map((g) => g.launcher)).size).toBeGreaterThanOrEqual(3);
    const games = (await call(t.app, 'casino/games', { systemCategory: 'games', take: 100 })).json().data as {
      total: number;
    };
    const slots = (await call(t.app, 'casino/games', { systemCategory: 'slot', take: 100 })).json().data as {
      items: Item[];
    };
    expect(games.total).toBeGreaterThan(virtual.total);
    expect(slots.items.some((g) => g.categories.includes('virtual'))).toBe(false);

    const studios = (await call(t.app, 'casino/providers?systemCategory=virtual')).json().data as {
      gameCount: number;
    }[];
    expect(studios.reduce((n, s) => n + s.gameCount, 0)).toBe(virtual.total);
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
    // The name as written: upper-casing would get Turkish names wrong (Ligi is LİGİ, not LIGI).
    expect(res.body).toContain('>Aviator<');
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
