import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, adminToken } from '../../test/admin.ts';
import { call } from '../../test/accounts.ts';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';
import { createStaffAccount } from '../../test/staff.ts';

type Reply<T = unknown> = { code?: string; data: T };

const slide = (over: Record<string, unknown> = {}) => ({
  slug: 'home',
  locale: 'en',
  title: 'Winter cup',
  url: '/promotions',
  target: '_self',
  imageDefault: '/media/banners/winter.webp',
  imageLarge: '/media/banners/winter-l.webp',
  imageMedium: '/media/banners/winter-m.webp',
  sort: 10,
  active: true,
  ...over,
});

describe.each(testDatabases())('back-office CMS on %s', (kind) => {
  let t: TestApp;
  let editor: string;
  let viewer: string;
  let support: string;
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object, token = editor) =>
    call(t.app, url, body, { token, method });

  beforeAll(async () => {
    t = await createTestApp(kind);
    const owner = await adminToken(t.app, t.db);
    await call(
      t.app,
      'admin/roles',
      { name: 'content-reader', permissions: ['content:view'] },
      { token: owner },
    );
    const staff = async (username: string, roles: string[]) => {
      const login = { username, password: `${username}-Güçlü-Parola-1` };
      await createStaffAccount(t.app, t.db, { ...login, roles }, owner);
      return (await adminSession(t.app, t.db, login)).token;
    };
    editor = await staff('editor', ['content']);
    viewer = await staff('reader', ['content-reader']);
    support = await staff('helper', ['support']);
    await t.db
      .insertInto('content_category')
      .values({ name: 'Footer', title_tr: 'Alt bilgi', title_en: 'Footer' })
      .execute();
  }, 60_000);
  afterAll(() => t.close());

  it('shows a new banner on the public carousel at once, although the carousel was cached', async () => {
    const before = await call(t.app, 'cms/sliderlist', { slug: 'home' });
    expect(before.json<Reply<unknown[]>>().data).toEqual([]);
    const created = await send('POST', 'admin/content/slides', slide());
    expect(created.statusCode, created.body).toBe(200);
    const after = await call(t.app, 'cms/sliderlist', { slug: 'home' });
    expect(after.json<Reply<{ title: string }[]>>().data.map((s) => s.title)).toEqual(['Winter cup']);

    const id = created.json<Reply<{ id: number }>>().data.id;
    expect((await send('PUT', `admin/content/slides/${id}`, slide({ active: false }))).statusCode).toBe(200);
    expect((await call(t.app, 'cms/sliderlist', { slug: 'home' })).json<Reply>().data).toEqual([]);
  });

  it('lets content:view read but not write, and refuses staff without it', async () => {
    expect((await send('GET', 'admin/content/slides?take=5', undefined, viewer)).statusCode).toBe(200);
    const write = await send('POST', 'admin/content/slides', slide(), viewer);
    expect([write.statusCode, write.json<Reply>().code]).toEqual([403, 'FORBIDDEN']);
    expect((await send('GET', 'admin/content/slides', undefined, support)).statusCode).toBe(403);
  });

  it('sanitizes rich text on write: no script, no event handler', async () => {
    const res = await send('POST', 'admin/content/pages', {
      categoryId: 1,
      status: true,
      sort: 1,
      titleTr: 'Kurallar',
      titleEn: 'Rules',
      bodyTr: '<p>Merhaba<script>alert(1)</script></p>',
      bodyEn: '<p>Hi</p><img src="/media/x.png" onerror="alert(1)">',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json<Reply<{ id: number }>>().data;
    const row = await t.db
      .selectFrom('content_page')
      .select(['body_tr', 'body_en'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.body_tr).toBe('<p>Merhaba</p>');
    expect(row.body_en).not.toMatch(/onerror|script/i);
    expect(row.body_en).toContain('<img src="/media/x.png" />');
  });

  it('audits each change with what it was and what it became', async () => {
    const { id } = (await send('POST', 'admin/content/slides', slide({ title: 'Old' }))).json<
      Reply<{ id: number }>
    >().data;
    await send('PUT', `admin/content/slides/${id}`, slide({ title: 'New' }));
    const rows = await t.db
      .selectFrom('auth_audit')
      .select(['details'])
      .where('event', '=', 'content_changed')
      .execute();
    const update = rows
      .map((r) => r.details as Record<string, unknown>)
      .find((d) => d.action === 'update' && d.id === id);
    expect(update).toMatchObject({ kind: 'slides', before: '{"title":"Old"}', after: '{"title":"New"}' });
  });

  it('refuses a page in a category that does not exist, and answers 404 for a missing item', async () => {
    const res = await send('POST', 'admin/content/pages', {
      categoryId: 999,
      status: true,
      sort: 1,
      titleTr: 'x',
      titleEn: 'x',
      bodyTr: '',
      bodyEn: '',
    });
    expect(res.statusCode).toBe(400);
    const missing = await send('DELETE', 'admin/content/popups/987654');
    expect([missing.statusCode, missing.json<Reply>().code]).toEqual([404, 'CONTENT_NOT_FOUND']);
  });

  it('refuses a promotion that ends before it starts', async () => {
    const res = await send('POST', 'admin/content/promotions', {
      slug: 'late',
      category: 'casino',
      titleTr: 'Geç',
      titleEn: 'Late',
      summaryTr: '',
      summaryEn: '',
      bodyTr: '',
      bodyEn: '',
      imageCardTr: '',
      imageCardEn: '',
      imageDetailTr: '',
      imageDetailEn: '',
      bonusDefinitionId: null,
      sort: 0,
      active: true,
      startsAt: '2026-12-02T00:00:00Z',
      endsAt: '2026-12-01T00:00:00Z',
    });
    expect(res.statusCode).toBe(400);
  });

  it('reorders slides by the given ids and refuses unknown ids', async () => {
    const ids = (await send('GET', 'admin/content/slides?sort=id&order=asc&take=100'))
      .json<Reply<{ items: { id: number }[] }>>()
      .data.items.map((s) => s.id);
    const reversed = [...ids].reverse();
    expect((await send('POST', 'admin/content/slides/reorder', { ids: reversed })).statusCode).toBe(200);
    const listed = (await send('GET', 'admin/content/slides?sort=sort&order=asc')).json<
      Reply<{ items: { id: number }[] }>
    >().data.items;
    expect(listed.map((s) => s.id)).toEqual(reversed);
    expect((await send('POST', 'admin/content/slides/reorder', { ids: [...ids, 987654] })).statusCode).toBe(
      404,
    );
  });

  it('sets the domain banner and the public endpoint answers it', async () => {
    expect(
      (await send('PUT', 'admin/content/domain', { current: 'lalebet5.com', next: 'lalebet6.com' }))
        .statusCode,
    ).toBe(200);
    expect((await call(t.app, 'cms/domainstatus')).json<Reply>().data).toEqual({
      current: 'lalebet5.com',
      next: 'lalebet6.com',
    });
    expect(
      (await send('PUT', 'admin/content/domain', { current: 'not a domain', next: '' })).statusCode,
    ).toBe(400);
  });
});
