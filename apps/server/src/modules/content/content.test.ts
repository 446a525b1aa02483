import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';

describe.each(testDatabases())('content pages and slides on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  const call = async (method: 'GET' | 'POST', url: string, payload?: object, locale?: 'tr' | 'en') => {
    const res = await t.app.inject({
      method,
      url: `/api/${url}`,
      payload,
      headers: locale ? { 'x-locale': locale } : {},
    });
    return { status: res.statusCode, body: res.json() };
  };

  it('lists a carousel in the request language, in order, with three image sources', async () => {
    const tr = await call('POST', 'cms/sliderlist', { slug: 'home' }, 'tr');
    expect(tr.status).toBe(200);
    expect(tr.body).toMatchObject({ success: true, message: '' });
    expect(tr.body.data.map((s: { title: string }) => s.title)).toEqual([
      '%100 Hoş Geldin Bonusu',
      'Arkadaşını Getir',
      "Aviator'da Uçuşa Geç",
      '%10 Haftalık Kayıp Bonusu',
    ]);
    expect(tr.body.data[0]).toEqual({
      id: expect.any(Number),
      title: '%100 Hoş Geldin Bonusu',
      url: '/promotions?promo=welcome',
      target: '_self',
      images: [
        { url: '/media/banners/welcome-tr-sm.svg' },
        { url: '/media/banners/welcome-tr-lg.svg' },
        { url: '/media/banners/welcome-tr-md.svg' },
      ],
    });
    const en = await call('POST', 'cms/sliderlist', { slug: 'home' });
    expect(en.body.data[0].title).toBe('100% Welcome Bonus');
    expect(en.body.data[0].images[0].url).toBe('/media/banners/welcome-en-sm.svg');
  });

  it("serves an empty slide link as '#', keeps new-tab targets and hides inactive slides", async () => {
    const home = await call('POST', 'cms/sliderlist', { slug: 'home' });
    expect(home.body.data.at(-1).url).toBe('#');
    expect(home.body.data.map((s: { title: string }) => s.title)).not.toContain('₺50 Trial Bonus');
    const promos = await call('POST', 'cms/sliderlist', { slug: 'promotions' });
    expect(promos.body.data.at(-1)).toMatchObject({ url: 'https://t.me/lalebet', target: '_blank' });
  });

  it('has 3 or 4 slides for every page slug and none for an unknown slug', async () => {
    for (const slug of ['home', 'casino', 'live-casino', 'sports', 'promotions']) {
      const { body } = await call('POST', 'cms/sliderlist', { slug });
      expect(body.data.length, slug).toBeGreaterThanOrEqual(3);
      expect(body.data.length, slug).toBeLessThanOrEqual(4);
    }
    expect((await call('POST', 'cms/sliderlist', { slug: 'no-such-page' })).body.data).toEqual([]);
  });

  it('lists the footer categories with their active pages and localized titles', async () => {
    const tr = await call('GET', 'cms/categorylist', undefined, 'tr');
    expect(tr.body.data.map((c: { name: string }) => c.name)).toEqual([
      'Footer',
      'Story',
      'Terms of use',
      'Terms of service',
    ]);
    const terms = tr.body.data.find((c: { name: string }) => c.name === 'Terms of use');
    expect(terms).toMatchObject({ title: 'Kullanım Koşulları' });
    expect(terms.content[0]).toEqual({ id: 1, title: 'Kullanım Koşulları' });
    const service = tr.body.data.find((c: { name: string }) => c.name === 'Terms of service');
    expect(service.content.map((p: { id: number }) => p.id)).not.toContain(14);
    const en = await call('GET', 'cms/categorylist');
    expect(en.body.data[0]).toMatchObject({ name: 'Footer', title: 'Help' });
    expect(en.body.data[0].content[0]).toEqual({ id: 11, title: 'Contact Us' });
  });

  it('lists the pages of one category by status', async () => {
    const active = await call('POST', 'cms/contentlist', { status: true, categoryId: 4 }, 'tr');
    expect(active.body.data).toEqual([
      { id: 4, title: 'Genel Şartlar ve Koşullar' },
      { id: 5, title: 'KYC ve Kara Para Aklamayı Önleme Politikası' },
      { id: 6, title: 'Genel Bonus Kuralları' },
      { id: 7, title: 'Spor Bahisleri Kuralları' },
    ]);
    // Unpublished pages are never listed: asking for them is refused (page 14 is a draft).
    const hidden = await call('POST', 'cms/contentlist', { status: false, categoryId: 4 });
    expect(hidden.status).toBe(400);
    expect(hidden.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', data: null });
    expect(JSON.stringify(hidden.body)).not.toContain('Old Campaign Rules');
    expect((await call('POST', 'cms/contentlist', { status: true, categoryId: 999 })).body.data).toEqual([]);
    expect((await call('POST', 'cms/contentlist', { status: true, categoryId: 2 ** 40 })).body.data).toEqual(
      [],
    );
  });

  it('serves a page body in the request language with its category title', async () => {
    const tr = await call('GET', 'cms/content?id=1', undefined, 'tr');
    expect(tr.status).toBe(200);
    expect(tr.body.data).toMatchObject({
      id: 1,
      title: 'Kullanım Koşulları',
      categoryName: 'Kullanım Koşulları',
    });
    expect(tr.body.data.body).toContain('<h2>1. Genel Hükümler</h2>');
    expect(tr.body.data.body).toContain('<a href="/pages/11" rel="noopener noreferrer">');
    expect(new Date(tr.body.data.updatedAt).toISOString()).toBe(tr.body.data.updatedAt);
    const en = await call('GET', 'cms/content?id=1');
    expect(en.body.data).toMatchObject({ title: 'Terms of Use', categoryName: 'Terms of Use' });
  });

  it('sanitizes a page body on the way out', async () => {
    await t.db
      .updateTable('content_page')
      .set({
        body_en:
          '<p onclick="steal()">Hi</p><script>alert(1)</script><a href="javascript:alert(1)" target="_blank">x</a>' +
          '<img src="https://tracker.test/p.gif"><img src="/media/games/aviator.svg" onerror="x()">',
      })
      .where('id', '=', 3)
      .execute();
    await t.app.cacheNotices?.fence(); // the cached page leaves when the change notice arrives
    const { body } = await call('GET', 'cms/content?id=3');
    expect(body.data.body).toBe(
      '<p>Hi</p><a target="_blank" rel="noopener noreferrer">x</a><img src="/media/games/aviator.svg" />',
    );
  });

  it('answers an unknown, inactive or out-of-range page with a localized 404', async () => {
    for (const id of [999, 14, 2 ** 40]) {
      const en = await call('GET', `cms/content?id=${id}`);
      expect(en.status, String(id)).toBe(404);
      expect(en.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Page not found.', data: null });
    }
    const tr = await call('GET', 'cms/content?id=999', undefined, 'tr');
    expect(tr.body.message).toBe('Sayfa bulunamadı.');
  });
});
