import { ERROR_MESSAGES, type Launcher } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../lib/secrets.ts';
import { call, signUp } from '../../test/accounts.ts';
import { testDatabases } from '../../test/harness.ts';
import { type CasinoTestApp, createCasinoTestApp } from './test-kit.ts';

type G = { game_code: string; product_id: number; system: string; id: number };
/** A page of this site: inject addresses requests to http://localhost. */
const LOBBY = 'http://localhost/casino/slot';
/** The product's exact body of each launch call (section 7). */
const BODIES: Record<Launcher, (g: G) => object> = {
  dt: (g) => ({ code: g.game_code }),
  em: (g) => ({ code: g.game_code, productId: g.product_id }),
  amusnet: (g) => ({ code: g.game_code, isMobile: true }),
  egt: (g) => ({ platform: 2, gameCode: g.game_code, language: 'tr', lobbyUrl: LOBBY }),
  hub88: (g) => ({ platform: 1, gameCode: g.game_code, language: 'en', lobbyUrl: LOBBY }),
  softgamings: (g) => ({ system: g.system, pageCode: g.game_code, isMobile: 1 }),
};
const LAUNCHERS = Object.keys(BODIES) as Launcher[];

describe.each(testDatabases())('casino launch calls on %s', (kind) => {
  let t: CasinoTestApp;
  const gameOf = {} as Record<Launcher, G>;
  beforeAll(async () => {
    t = await createCasinoTestApp(kind);
    for (const launcher of LAUNCHERS) {
      gameOf[launcher] = await t.db
        .selectFrom('casino_game as g')
        .innerJoin('casino_provider as p', 'p.id', 'g.provider_id')
        .select(['g.game_code', 'g.product_id', 'g.system', 'g.id'])
        .where('p.launcher', '=', launcher)
        .orderBy('g.id')
        .executeTakeFirstOrThrow();
    }
  });
  afterAll(() => t.close());
  const launch = (launcher: Launcher, body: object, token?: string, locale: 'tr' | 'en' = 'en') =>
    call(t.app, `casino/${launcher}launchurl`, body, { token, locale });

  it.each(LAUNCHERS)('%s: opens a game session with its own fresh token, stored hashed', async (launcher) => {
    const me = await signUp(t.app);
    const game = gameOf[launcher];
    const provider = t.providers[launcher];
    const res = await launch(launcher, BODIES[launcher](game), me.token);
    expect(res.statusCode, res.body).toBe(200);
    const req = provider.requests.at(-1)!;
    expect(res.json()).toEqual({
      success: true,
      message: '',
      data:
        launcher === 'softgamings'
          ? `<div id="sg">${game.game_code}</div>`
          : expect.stringContaining(req.token),
    });
    expect(req).toMatchObject({
      user: me.session.usercode,
      currency: 'TRY',
      gameCode: game.game_code,
      productId: game.product_id,
      system: game.system,
    });
    expect(req.token).not.toBe(me.token);
    expect(req.platform).toBe(['dt', 'em', 'hub88'].includes(launcher) ? 'desktop' : 'mobile');
    if (launcher === 'egt' || launcher === 'hub88') expect(req.lobbyUrl).toBe(LOBBY);
    if (launcher === 'egt') expect(req.language).toBe('tr');

    const row = await t.db
      .selectFrom('game_session')
      .selectAll()
      .where('token_hash', '=', hashToken(req.token))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ game_id: game.id, currency: 'TRY', launcher });
    expect(row.token_hash).not.toContain(req.token);
    const ttl = row.expires_at.getTime() - row.created_at.getTime();
    expect(Math.abs(ttl - 240 * 60_000)).toBeLessThan(5_000);

    await launch(launcher, BODIES[launcher](game), me.token);
    expect(provider.requests.at(-1)!.token).not.toBe(req.token);
  });

  it('refuses a game of another integration, a wrong productId or system, and unknown codes', async () => {
    const { token } = await signUp(t.app);
    const wrong = await launch('dt', { code: gameOf.egt.game_code }, token, 'tr');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({
      success: false,
      code: 'GAME_NOT_FOUND',
      message: ERROR_MESSAGES.GAME_NOT_FOUND.tr,
    });
    expect(
      (await launch('em', { code: gameOf.em.game_code, productId: gameOf.em.product_id + 1 }, token))
        .statusCode,
    ).toBe(404);
    expect(
      (await launch('softgamings', { ...BODIES.softgamings(gameOf.softgamings), system: '1' }, token))
        .statusCode,
    ).toBe(404);
    expect(
      (await launch('hub88', BODIES.hub88({ ...gameOf.hub88, game_code: 'nope' }), token)).statusCode,
    ).toBe(404);
  });

  it('needs a session and the exact body', async () => {
    const res = await launch('dt', { code: gameOf.dt.game_code });
    expect(res.statusCode).toBe(401);
    const { token } = await signUp(t.app);
    expect((await launch('dt', { code: gameOf.dt.game_code, extra: 1 }, token)).statusCode).toBe(400);
    expect((await launch('egt', { ...BODIES.egt(gameOf.egt), platform: 3 }, token)).statusCode).toBe(400);
    expect(
      (await launch('softgamings', { ...BODIES.softgamings(gameOf.softgamings), isMobile: true }, token))
        .statusCode,
    ).toBe(400);
  });

  it.each(['egt', 'hub88'] as const)(
    '%s: refuses a lobby URL on another site with 400 on body.lobbyUrl, opening no session',
    async (launcher) => {
      const { token } = await signUp(t.app);
      const count = async () =>
        (
          await t.db
            .selectFrom('game_session')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n;
      const before = await count();
      for (const lobbyUrl of [
        'https://evil.example/casino/slot',
        'http://localhost.evil.example/casino/slot',
        'http://localhost:8080/casino/slot',
        'http://user:pw@localhost/casino/slot',
      ]) {
        const res = await launch(launcher, { ...BODIES[launcher](gameOf[launcher]), lobbyUrl }, token);
        expect(res.statusCode, lobbyUrl).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'body.lobbyUrl' }] });
      }
      expect(await count()).toBe(before);
    },
  );

  it('answers 503 in the customer language when the provider is down, leaving no usable token', async () => {
    const { token } = await signUp(t.app);
    t.providers.hub88.down = true;
    const before = await t.db
      .selectFrom('game_session')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await launch('hub88', BODIES.hub88(gameOf.hub88), token, 'tr');
    t.providers.hub88.down = false;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'GAME_PROVIDER_UNAVAILABLE',
      message: ERROR_MESSAGES.GAME_PROVIDER_UNAVAILABLE.tr,
    });
    const after = await t.db
      .selectFrom('game_session')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});
