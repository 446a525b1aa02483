import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/accounts.ts';
import { testDatabases } from '../../test/harness.ts';
import { matchingGames } from './games.repository.ts';
import { type CasinoTestApp, createCasinoTestApp } from './test-kit.ts';

type Page = {
  items: { name: string; gameCode: string; isLive: boolean; isPopular: boolean }[];
  total: number;
};

describe.each(testDatabases())('POST /api/casino/games search on %s', (kind) => {
  let t: CasinoTestApp;
  beforeAll(async () => {
    t = await createCasinoTestApp(kind);
  });
  afterAll(() => t.close());

  const games = async (body: object): Promise<Page> => {
    const res = await call(t.app, 'casino/games', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const allNames = async (search: string) => (await games({ search, take: 100 })).items.map((g) => g.name);

  it('finds the same games however Turkish letters are typed', async () => {
    const inci = await games({ search: 'İNCİ', take: 100 });
    expect(inci.total).toBeGreaterThan(0);
    expect(inci.items.every((g) => g.name.startsWith('İnci'))).toBe(true);
    for (const typed of ['inci', 'ınci', 'INCI', 'İnci'])
      expect(await games({ search: typed, take: 100 })).toEqual(inci);
    expect((await allNames('gunes')).every((n) => n.includes('Güneş'))).toBe(true);
    expect((await allNames('GÜNEŞ')).length).toBeGreaterThan(0);
    expect(await allNames('yildiz')).toEqual(await allNames('YILDIZ'));
    expect(await allNames('carkifelek')).toContain('Çarkıfelek');
  });

  it('matches prefixes of any word, and every word of a multi-word query', async () => {
    expect((await allNames('sult')).every((n) => /(^| )Sultan/.test(n))).toBe(true);
    expect(await allNames('roul')).toContain('Bosphorus Roulette');
    const both = await allNames('bos rou');
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((n) => n.includes('Bosphorus') && n.includes('Roulette'))).toBe(true);
    // Word order does not matter; an infix is not a prefix (ADR 011).
    expect(await allNames('rou bos')).toEqual(both);
    expect(await allNames('nanza')).toEqual([]);
  });

  it('finds the one Aviator with the quick link (not live) and filters live tables', async () => {
    const aviator = await games({ search: 'Aviator', live: false, take: 5 });
    expect(aviator.items.map((g) => g.name)).toEqual(['Aviator']);
    const live = await games({ search: 'roulette', live: true, take: 100 });
    expect(live.total).toBeGreaterThan(0);
    expect(live.items.every((g) => g.isLive)).toBe(true);
    const notLive = await games({ search: 'roulette', live: false, take: 100 });
    expect(notLive.items.every((g) => !g.isLive)).toBe(true);
    expect(live.total + notLive.total).toBe((await games({ search: 'roulette', take: 1 })).total);
  });

  it('takes 5 by default, pages with skip and reports the total', async () => {
    const first = await games({ search: 'sultan' });
    expect(first.items).toHaveLength(5);
    expect(first.total).toBeGreaterThan(10);
    const second = await games({ search: 'sultan', skip: 5, take: 5 });
    expect(second.total).toBe(first.total);
    const codes = new Set([...first.items, ...second.items].map((g) => g.gameCode));
    expect(codes.size).toBe(10);
    const all = await games({ search: 'sultan', take: 100 });
    expect(all.items.slice(0, 10).map((g) => g.gameCode)).toEqual(
      [...first.items, ...second.items].map((g) => g.gameCode),
    );
    expect(await games({ search: 'sultan', skip: 100_000 })).toEqual({ items: [], total: first.total });
  });

  it('answers a blank search with the first page in lobby order: popular first', async () => {
    const blank = await games({ search: '   ', take: 10 });
    const none = await games({ take: 10 });
    expect(blank).toEqual(none);
    expect(blank.total).toBeGreaterThanOrEqual(2_000);
    expect(blank.items[0]!.isPopular).toBe(true);
  });

  it('refuses unknown fields and over-long queries', async () => {
    expect((await call(t.app, 'casino/games', { search: 'x', extra: 1 })).statusCode).toBe(400);
    expect((await call(t.app, 'casino/games', { search: 'x'.repeat(65) })).statusCode).toBe(400);
    expect((await call(t.app, 'casino/games', { take: 101 })).statusCode).toBe(400);
    expect((await call(t.app, 'casino/games', { favorites: true })).statusCode).toBe(401);
  });

  it.runIf(kind === 'postgres')('reads the word index by prefix range, not a scan', async () => {
    // The query casino/games runs, as the planner sees it with the words bound.
    const rows = await matchingGames(t.db, { words: ['sult', 'gol'] })
      .select('g.id')
      .explain<{ 'QUERY PLAN': string }>();
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(plan).toMatch(/Index (Only )?Scan .*on casino_game_word/);
    expect(plan).toMatch(/Index Cond: .*word ~>=~ 'sult'/);
    expect(plan).not.toMatch(/Seq Scan on casino_game_word/);
  });
});
