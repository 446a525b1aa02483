import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, logIn, signUp } from '../../test/accounts.ts';
import { testDatabases } from '../../test/harness.ts';
import { type CasinoTestApp, createCasinoTestApp } from './test-kit.ts';

describe.each(testDatabases())('casino favourites on %s', (kind) => {
  let t: CasinoTestApp;
  let games: { code: string; providerId: number }[];
  beforeAll(async () => {
    t = await createCasinoTestApp(kind);
    const rows = await t.db
      .selectFrom('casino_game')
      .select(['game_code', 'provider_id'])
      .orderBy('id')
      .limit(3)
      .execute();
    games = rows.map((r) => ({ code: r.game_code, providerId: r.provider_id }));
  });
  afterAll(() => t.close());

  it('adds and removes a favourite with localized toasts and the whole list', async () => {
    const { token } = await signUp(t.app);
    const [a, b] = games as [(typeof games)[0], (typeof games)[0]];
    const added = await call(t.app, 'casino/togglefavorite', a, { token, locale: 'en' });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({
      success: true,
      message: 'Added to favorites',
      data: { favorite: true, userFavoriteList: [a.code] },
    });
    const second = await call(t.app, 'casino/togglefavorite', b, { token, locale: 'tr' });
    expect(second.json()).toMatchObject({
      message: 'Favorilere eklendi',
      data: { favorite: true, userFavoriteList: [a.code, b.code] },
    });

    const removed = await call(t.app, 'casino/togglefavorite', a, { token, locale: 'tr' });
    expect(removed.json()).toEqual({
      success: true,
      message: 'Favorilerden çıkarıldı',
      data: { favorite: false, userFavoriteList: [b.code] },
    });
    const removedEn = await call(t.app, 'casino/togglefavorite', b, { token });
    expect(removedEn.json().message).toBe('Removed from favorites');
    expect((await call(t.app, 'casino/favorites', undefined, { token })).json().data).toEqual([]);
  });

  it('keeps the list across sessions: a new login carries userFavoriteList', async () => {
    const me = await signUp(t.app);
    expect(me.session.userFavoriteList).toEqual([]);
    await call(t.app, 'casino/togglefavorite', games[2]!, { token: me.token });
    const login = await logIn(t.app, me.username);
    expect(login.json().data.userFavoriteList).toEqual([games[2]!.code]);
    const other = login.json().data.token as string;
    expect((await call(t.app, 'casino/favorites', undefined, { token: other })).json().data).toEqual([
      games[2]!.code,
    ]);
    const page = await call(t.app, 'casino/games', { favorites: true, take: 10 }, { token: other });
    expect(page.json().data.items.map((g: { gameCode: string }) => g.gameCode)).toEqual([games[2]!.code]);
    expect(page.json().data.total).toBe(1);
  });

  it('asks guests to log in and refuses unknown games or the wrong studio', async () => {
    const guest = await call(t.app, 'casino/togglefavorite', games[0]!);
    expect(guest.statusCode).toBe(401);
    expect((await call(t.app, 'casino/favorites')).statusCode).toBe(401);
    const { token } = await signUp(t.app);
    const unknown = await call(
      t.app,
      'casino/togglefavorite',
      { code: 'nope_nothing', providerId: 1 },
      { token, locale: 'tr' },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      success: false,
      code: 'GAME_NOT_FOUND',
      message: 'Bu oyun şu anda kullanılamıyor.',
    });
    const wrongStudio = await call(
      t.app,
      'casino/togglefavorite',
      { ...games[0]!, providerId: games[0]!.providerId + 1 },
      { token },
    );
    expect(wrongStudio.statusCode).toBe(404);
    await t.db
      .updateTable('casino_game')
      .set({ enabled: false })
      .where('game_code', '=', games[1]!.code)
      .execute();
    expect((await call(t.app, 'casino/togglefavorite', games[1]!, { token })).statusCode).toBe(404);
    await t.db
      .updateTable('casino_game')
      .set({ enabled: true })
      .where('game_code', '=', games[1]!.code)
      .execute();
  });
});
