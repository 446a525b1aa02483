import { MAIN_MENU_IDS, type MainMenuEntry } from '@lalebet/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { saveSiteOption } from './admin-site.repository.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createDb } from '../../db/create-db.ts';
import { adminSession, adminToken } from '../../test/admin.ts';
import { call } from '../../test/accounts.ts';
import { type TestApp, type TestDb, createTestApp, createTestDb, testDatabases } from '../../test/harness.ts';
import { waitForLockWaiters } from '../../test/lock-waits.ts';
import { createStaffAccount } from '../../test/staff.ts';

type Reply<T = unknown> = { code?: string; data: T; errors?: { path: string; message: string }[] };
type Menu = { items: MainMenuEntry[]; stored: boolean };

const builtIn = MAIN_MENU_IDS.map((id) => ({ id, visible: true }));
/** Casino first, Bingo and TV Games hidden. */
const arranged: MainMenuEntry[] = [
  { id: 'casino', visible: true },
  ...builtIn
    .filter((e) => e.id !== 'casino')
    .map((e) => ({ ...e, visible: e.id !== 'bingo' && e.id !== 'tv' })),
];
const publicMenu = async (app: TestApp['app']) => {
  const list = (await call(app, 'cms/siteoptionlist', {})).json<Reply<{ key: string; value: string }[]>>()
    .data;
  const raw = list.find((o) => o.key === 'mainmenu')?.value;
  return raw === undefined ? undefined : (JSON.parse(raw) as MainMenuEntry[]);
};

describe.each(testDatabases())('back-office main menu on %s', (kind) => {
  let t: TestApp;
  let editor: string;
  const send = (method: 'GET' | 'PUT', body?: object, locale: 'tr' | 'en' = 'en') =>
    call(t.app, 'admin/content/mainmenu', body, { token: editor, method, locale });

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    const owner = await adminToken(t.app, t.db);
    const login = { username: 'menu-editor', password: 'Menü-Düzenleyen-Parola-1' };
    await createStaffAccount(t.app, t.db, { ...login, roles: ['content'] }, owner);
    editor = (await adminSession(t.app, t.db, login)).token;
  }, 60_000);
  afterAll(() => t.close());

  it('answers the built-in order until an operator saves one, and the site serves none', async () => {
    const res = await send('GET');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Reply<Menu>>().data).toEqual({ items: builtIn, stored: false });
    expect(await publicMenu(t.app)).toBeUndefined();
  });

  it('refuses a repeated, an unknown or a missing entry, each with a localized message on its path', async () => {
    const dup = [...builtIn.slice(0, 10), { id: 'sports', visible: true }];
    const r1 = await send('PUT', { items: dup }, 'tr');
    expect([r1.statusCode, r1.json<Reply>().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(r1.json<Reply>().errors).toEqual([
      { path: 'body.items.10.id', message: 'Bu menü öğesi iki kez listelenmiş.' },
      { path: 'body.items', message: 'Menü her öğeyi tam olarak bir kez listelemelidir.' },
    ]);

    const unknown = [...builtIn, { id: 'poker', visible: true }];
    const r2 = await send('PUT', { items: unknown });
    expect([r2.statusCode, r2.json<Reply>().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(r2.json<Reply>().errors).toEqual([
      { path: 'body.items.11.id', message: 'Choose one of the options.' },
    ]);

    const r3 = await send('PUT', { items: builtIn.slice(1) });
    expect([r3.statusCode, r3.json<Reply>().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(r3.json<Reply>().errors).toEqual([
      { path: 'body.items', message: 'The menu must list every entry exactly once.' },
    ]);

    // Nor through the generic option editor, which would skip these checks.
    const generic = await call(
      t.app,
      'admin/content/siteoptions/mainmenu',
      { value: '[]', status: true },
      { token: editor, method: 'PUT' },
    );
    expect([generic.statusCode, generic.json<Reply>().code]).toEqual([400, 'SITE_OPTION_UNKNOWN']);
    expect(await publicMenu(t.app)).toBeUndefined();
  });

  it('saves the order, audits it, and the site serves it at once', async () => {
    expect(await publicMenu(t.app)).toBeUndefined(); // the cached answer the save must replace
    const res = await send('PUT', { items: arranged });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Reply<Menu>>().data).toEqual({ items: arranged, stored: true });
    expect(await publicMenu(t.app)).toEqual(arranged);
    expect((await send('GET')).json<Reply<Menu>>().data).toEqual({ items: arranged, stored: true });

    const rows = await t.db
      .selectFrom('auth_audit')
      .select(['details', 'actor_id'])
      .where('event', '=', 'content_changed')
      .execute();
    const row = rows.find((r) => (r.details as { kind?: string }).kind === 'mainmenu');
    expect(row?.details).toEqual({
      kind: 'mainmenu',
      action: 'update',
      before: JSON.stringify({ order: MAIN_MENU_IDS.join(','), hidden: '' }),
      after: JSON.stringify({ order: arranged.map((e) => e.id).join(','), hidden: 'bingo,tv' }),
    });
    expect(row?.actor_id).not.toBeNull();

    const options = (await call(t.app, 'admin/content/siteoptions', undefined, { token: editor })).json<
      Reply<{ key: string }[]>
    >().data;
    expect(options.map((o) => o.key)).not.toContain('mainmenu');
  });

  it('serves a stored list made whole: unknown ids dropped, entries it lacks appended visible', async () => {
    const stored = JSON.stringify([
      { id: 'promotions', visible: true },
      { id: 'poker', visible: true },
      { id: 'live', visible: false },
    ]);
    await t.db.updateTable('site_option').set({ value: stored }).where('key', '=', 'mainmenu').execute();
    await t.app.cacheNotices?.fence();
    const served = await publicMenu(t.app);
    expect(served?.slice(0, 2)).toEqual([
      { id: 'promotions', visible: true },
      { id: 'live', visible: false },
    ]);
    expect(served?.map((e) => e.id)).toEqual([
      'promotions',
      'live',
      ...MAIN_MENU_IDS.filter((id) => id !== 'promotions' && id !== 'live'),
    ]);
    expect(served?.slice(2).every((e) => e.visible)).toBe(true);

    await t.db.updateTable('site_option').set({ value: 'not json' }).where('key', '=', 'mainmenu').execute();
    await t.app.cacheNotices?.fence();
    expect(await publicMenu(t.app)).toBeUndefined();
    expect((await send('GET')).json<Reply<Menu>>().data).toEqual({ items: builtIn, stored: false });
  });
  it("a first save that loses the race to create the option updates the winner's row", async () => {
    const key = 'race-test-option'; // not a catalogue key: nothing else reads it
    // Both saw no row (before = undefined); the second inserts while the first is uncommitted.
    let release!: () => void;
    let saved!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const firstSaved = new Promise<void>((r) => (saved = r));
    const first = t.db.transaction().execute(async (trx) => {
      await saveSiteOption(trx, undefined, { key, value: 'first', status: true });
      saved();
      await held;
    });
    await firstSaved;
    const second = t.db
      .transaction()
      .execute((trx) => saveSiteOption(trx, undefined, { key, value: 'second', status: true }));
    // On PostgreSQL the second insert must be waiting on the first's uncommitted row; PGlite has one
    // connection, so there the second cannot start before the first commits.
    if (kind === 'postgres') await waitForLockWaiters(t.db, 1);
    release();
    await Promise.all([first, second]);
    const rows = await t.db.selectFrom('site_option').select('value').where('key', '=', key).execute();
    expect(rows).toEqual([{ value: 'second' }]);
    await t.db.deleteFrom('site_option').where('key', '=', key).execute();
  });
});

/** Another server process on the same database: its reply cache empties on the save's notice. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('main menu across two processes (PostgreSQL)', () => {
  let database: TestDb;
  let a: TestApp['app'];
  let b: TestApp['app'];
  let dbB: Awaited<ReturnType<typeof createDb>>;
  beforeAll(async () => {
    database = await createTestDb('postgres');
    dbB = await createDb({ kind: 'postgres', url: database.url! });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    a = await buildApp({ config, db: database.db, logger: false });
    b = await buildApp({ config, db: dbB, logger: false });
    await Promise.all([a.ready(), b.ready()]);
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await dbB?.destroy();
    await database?.drop();
  });

  it('a save through one process is served by the other within a second', async () => {
    expect(await publicMenu(b)).toBeUndefined();
    const token = await adminToken(a, database.db);
    const res = await call(a, 'admin/content/mainmenu', { items: arranged }, { token, method: 'PUT' });
    expect(res.statusCode, res.body).toBe(200);
    await vi.waitFor(async () => expect(await publicMenu(b)).toEqual(arranged), {
      timeout: 1_000,
      interval: 10,
    });
  });
});
