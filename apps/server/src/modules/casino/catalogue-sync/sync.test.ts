import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperatorApiClient } from '../../../infra/game-provider/operator-api-client.ts';
import { DAY_MS, clock, controlClock } from '../../../lib/clock.ts';
import { adminToken } from '../../../test/admin.ts';
import { call } from '../../../test/accounts.ts';
import { testDatabases } from '../../../test/harness.ts';
import { createCatalogueSync } from './sync.service.ts';
import {
  type CatalogueTestKit,
  OPERATOR_ID,
  createCatalogueTestKit,
  game,
  product,
  strangerKeys,
} from './test-kit.ts';

const MINUTE = 61_000;

describe.each(testDatabases())('casino catalogue sync against the simulator on %s', (kind) => {
  let t: CatalogueTestKit;
  let token: string;
  let time: ReturnType<typeof controlClock>;
  beforeAll(async () => {
    time = controlClock();
    t = await createCatalogueTestKit(kind, {
      products: [product('Lale Studios', 'lale-studios'), product('Mavi Live', 'mavi_live')],
      games: [
        game('ls_sultan', 'Sultan Fortune', 'Lale Studios', 'video slots'),
        game('ls_aviator', 'Aviator', 'Lale Studios', 'crash games'),
        game('ml_roulette', 'Türkçe Rulet', 'Mavi Live', 'live roulette'),
        game('ml_show', 'Mega Wheel', 'Mavi Live', 'live game shows'),
      ],
    });
    token = await adminToken(t.app, t.db);
  }, 180_000);
  afterAll(async () => {
    await t.close();
    clock.reset();
  });

  /** A minute later on both sides: our limit and the provider's. */
  const nextMinute = () => {
    time.advance(MINUTE);
    t.simClock.ms += MINUTE;
  };
  const sync = (locale: 'tr' | 'en' = 'en') =>
    call(t.app, 'admin/casino/catalogue-sync', {}, { method: 'POST', token, locale });
  const catalogue = () =>
    t.db
      .selectFrom('casino_game as g')
      .innerJoin('casino_provider as p', 'p.id', 'g.provider_id')
      .select([
        'g.game_code',
        'g.name',
        'g.enabled',
        'g.categories',
        'g.is_live',
        'g.live_type',
        'g.image_url',
      ])
      .select(['g.removed_at', 'g.provider_category', 'p.slug', 'p.enabled as provider_enabled'])
      .orderBy('g.game_code')
      .execute();

  it('adds the listed studios and games switched off, filed under our categories; a second sync changes nothing', async () => {
    const first = await sync();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      status: 'ok',
      trigger: 'manual',
      added: 4,
      updated: 0,
      disabled: 0,
    });
    const rows = await catalogue();
    expect(rows.map((r) => [r.game_code, r.enabled, r.provider_enabled])).toEqual([
      ['ls_aviator', false, false],
      ['ls_sultan', false, false],
      ['ml_roulette', false, false],
      ['ml_show', false, false],
    ]);
    const byCode = Object.fromEntries(rows.map((r) => [r.game_code, r]));
    expect(byCode.ls_sultan).toMatchObject({ categories: ['slot'], is_live: false, slug: 'lale-studios' });
    expect(byCode.ls_aviator).toMatchObject({ categories: ['games'], live_type: null });
    expect(byCode.ml_roulette).toMatchObject({
      categories: ['live'],
      live_type: 'Live Roulette',
      slug: 'mavi-live',
    });
    expect(byCode.ml_show).toMatchObject({ live_type: 'Live Dealer' });
    // The simulator's art is drawn by our own /media routes: its path, on our origin.
    expect(byCode.ls_sultan!.image_url).toBe('/media/games/ls_sultan.svg');
    const words = await t.db.selectFrom('casino_game_word').select('word').execute();
    expect(words.map((w) => w.word)).toEqual(expect.arrayContaining(['sultan', 'fortune', 'rulet']));

    nextMinute();
    const again = await sync();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ status: 'ok', added: 0, updated: 0, disabled: 0 });
    expect(await catalogue()).toEqual(rows);
    const audited = await t.db
      .selectFrom('auth_audit')
      .select('details')
      .where('event', '=', 'casino_catalogue_synced')
      .execute();
    expect(audited).toHaveLength(2);
  });

  it("refuses a second run within a minute in the admin's language, without asking the provider", async () => {
    const before = await t.gameList();
    expect(before.status).toBe(429); // the last sync's game/list was just now
    const res = await sync('tr');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: false, code: 'CATALOGUE_SYNC_TOO_SOON' });
    expect(res.json().message).toContain('bir dakika');
    const state = await call(t.app, 'admin/casino/catalogue-sync', undefined, { token });
    expect(state.json().data).toMatchObject({ mode: 'sim', lastRun: { status: 'ok', added: 0 } });
  });

  it('follows renames and re-filings, keeps our own filing, and switches off (never deletes) removed games', async () => {
    nextMinute();
    // Our own choices: a game switched on, another filed under Games too.
    await t.db
      .updateTable('casino_game')
      .set({ enabled: true })
      .where('game_code', '=', 'ls_aviator')
      .execute();
    await t.db
      .updateTable('casino_game')
      .set({ categories: ['slot', 'games'] })
      .where('game_code', '=', 'ls_sultan')
      .execute();
    await t.control({
      remove: ['ls_aviator'],
      games: [
        {
          ...game('ml_show', 'Mega Wheel Live', 'Mavi Live', 'tv games'),
          url_thumb: `${t.simUrl}/media/games/ml_show.svg`,
        },
        {
          ...game('ml_roulette', 'Türkçe Rulet', 'Mavi Live', 'live roulette'),
          enabled: false,
          url_thumb: '',
        },
      ],
    });
    const res = await sync();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ added: 0, updated: 1, disabled: 2 });
    const byCode = Object.fromEntries((await catalogue()).map((r) => [r.game_code, r]));
    expect(byCode.ls_aviator).toMatchObject({ enabled: false, removed_at: expect.any(Date) });
    expect(byCode.ml_roulette).toMatchObject({ enabled: false, removed_at: expect.any(Date) });
    expect(byCode.ml_show).toMatchObject({ name: 'Mega Wheel Live', categories: ['tvbets'], is_live: false });
    expect(byCode.ls_sultan).toMatchObject({ categories: ['slot', 'games'] });

    nextMinute();
    expect((await sync()).json().data).toMatchObject({ added: 0, updated: 0, disabled: 0 });
  });

  it('a request signed with another key is refused by the simulator, and the run says so', async () => {
    nextMinute();
    const direct = await t.gameList(strangerKeys.privateKey);
    expect(direct.status).toBe(401);
    expect(JSON.parse(direct.body).error).toMatch(/signature/);
    const before = await catalogue();
    const admin = await t.db.selectFrom('admin_user').select('id').executeTakeFirstOrThrow();
    const impostor = createCatalogueSync({
      db: t.db,
      mode: 'sim',
      client: createOperatorApiClient({
        base: async () => t.simUrl,
        operatorId: OPERATOR_ID,
        privateKey: () => strangerKeys.privateKey,
      }),
      imageUrl: (u) => u,
      log: t.app.log,
    });
    const meta = { ip: '127.0.0.1', userAgent: null, fingerprint: null } as never;
    const err = await impostor.runNow({ id: admin.id } as never, meta).catch((e: unknown) => e);
    expect(err).toMatchObject({
      code: 'CATALOGUE_SYNC_FAILED',
      data: { run: { status: 'failed', error: 'refused' } },
    });
    expect(await catalogue()).toEqual(before);
  });

  it("records the provider's 429 and 5xx as failed runs that change nothing", async () => {
    const before = await catalogue();
    // Another caller with our id spends the provider's minute; ours allows a run.
    expect((await t.gameList()).status).toBe(200);
    time.advance(MINUTE);
    const limited = await sync();
    expect(limited.statusCode).toBe(502);
    expect(limited.json()).toMatchObject({
      code: 'CATALOGUE_SYNC_FAILED',
      data: { run: { error: 'rate_limited' } },
    });

    nextMinute();
    await t.control({ fail: { status: 503, count: 1 } });
    const down = await sync('tr');
    expect(down.statusCode).toBe(502);
    expect(down.json().data.run).toMatchObject({ status: 'failed', error: 'unavailable', added: 0 });
    expect(down.json().message).toContain('Sağlayıcı');
    expect(await catalogue()).toEqual(before);
  });

  it('the daily job runs once a day whichever process asks, as the system', async () => {
    nextMinute();
    // The last good run was minutes ago: not due.
    expect(await t.app.catalogueSync.runIfDue()).toBeNull();
    time.advance(DAY_MS);
    t.simClock.ms += DAY_MS;
    const [a, b] = await Promise.all([t.app.catalogueSync.runIfDue(), t.app.catalogueSync.runIfDue()]);
    const runs = [a, b].filter((r) => r !== null);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ trigger: 'daily', status: 'ok', added: 0, updated: 0, disabled: 0 });
    const audited = await t.db
      .selectFrom('auth_audit')
      .select(['actor_kind', 'actor_id'])
      .where('event', '=', 'casino_catalogue_synced')
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow();
    expect(audited).toEqual({ actor_kind: 'system', actor_id: null });
    expect(await t.app.catalogueSync.runIfDue()).toBeNull();
  });
});
