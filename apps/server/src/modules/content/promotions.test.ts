import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, testDatabases } from '../../test/harness.ts';

type Promo = {
  slug: string;
  title: string;
  description: string;
  images: { url: string }[];
  bonus: { definitionId: number; title: string } | null;
  endsAt: string | null;
};

describe.each(testDatabases())('cms/promotionlist on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  const list = async (locale?: 'tr' | 'en') => {
    await t.app.cacheNotices?.fence(); // the tests change rows directly: let their notices arrive
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/cms/promotionlist',
      headers: locale ? { 'x-locale': locale } : {},
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ success: boolean; data: Promo[] }>();
    expect(body.success).toBe(true);
    return body.data;
  };
  const bySlug = async (slug: string, locale?: 'tr' | 'en') =>
    (await list(locale)).find((p) => p.slug === slug);

  const welcomeOfferId = async () =>
    (
      await t.db
        .selectFrom('bonus_definition')
        .select('id')
        .where('code', '=', 'welcome-100')
        .executeTakeFirstOrThrow()
    ).id;

  beforeEach(async () => {
    await t.db.deleteFrom('promotion').where('slug', 'like', 'test-%').execute();
    await t.db.updateTable('bonus_definition').set({ enabled: true }).execute();
  });

  const insert = (slug: string, patch: Record<string, unknown> = {}) =>
    t.db
      .insertInto('promotion')
      .values({
        slug,
        title_tr: `TR ${slug}`,
        title_en: `EN ${slug}`,
        body_tr: '<p>tr</p>',
        body_en: '<p>en</p>',
        image_card_tr: '/media/a.svg',
        image_card_en: '/media/a.svg',
        image_detail_tr: '/media/b.svg',
        image_detail_en: '/media/b.svg',
        bonus_definition_id: null,
        starts_at: null,
        ends_at: null,
        ...patch,
      })
      .execute();

  it('lists the seeded promotions in display order, in Turkish, with card and detail images', async () => {
    const tr = await list('tr');
    expect(tr.map((p) => p.slug)).toEqual([
      'welcome',
      'weekend',
      'casino-reload',
      'weekly-cashback',
      'free-bonus-25',
      'refer-a-friend',
    ]);
    expect(tr[0]).toEqual({
      id: expect.any(Number),
      slug: 'welcome',
      category: 'casino',
      title: '%100 Hoş Geldin Bonusu',
      summary: "İlk yatırımına %100 bonus, 5.000 ₺'ye kadar.",
      description: expect.stringContaining('<h3>Nasıl katılırım?</h3>'),
      images: [
        { url: '/media/promotions/welcome-tr-card.svg' },
        { url: '/media/promotions/welcome-tr-detail.svg' },
      ],
      bonus: { definitionId: await welcomeOfferId(), title: '%100 Hoş Geldin Bonusu' },
      endsAt: null,
    });
    const referral = tr.find((p) => p.slug === 'refer-a-friend')!;
    expect(referral.bonus).toMatchObject({ title: 'Arkadaşını Getir' });
    expect(referral.endsAt).toBeNull();
  });

  it('answers in English by default and by x-locale', async () => {
    for (const en of [await list(), await list('en')]) {
      expect(en[0]).toMatchObject({
        title: '100% Welcome Bonus',
        summary: '100% on your first deposit, up to ₺5,000.',
        images: [
          { url: '/media/promotions/welcome-en-card.svg' },
          { url: '/media/promotions/welcome-en-detail.svg' },
        ],
        bonus: { title: '100% Welcome Bonus' },
      });
      expect(en[0]!.description).toContain('<h3>How do I take part?</h3>');
    }
  });

  it('orders by sort, then by id', async () => {
    await insert('test-b', { sort: -1 });
    await insert('test-a', { sort: -1 });
    await insert('test-last', { sort: 100 });
    const slugs = (await list()).map((p) => p.slug);
    expect(slugs.slice(0, 2)).toEqual(['test-b', 'test-a']);
    expect(slugs.at(-1)).toBe('test-last');
  });

  it('hides inactive promotions and those outside their start and end window', async () => {
    const day = sql<Date>`interval '1 day'`;
    await insert('test-off', { active: false });
    await insert('test-future', { starts_at: sql<Date>`now() + ${day}` });
    await insert('test-over', { ends_at: sql<Date>`now() - ${day}` });
    await insert('test-live', { starts_at: sql<Date>`now() - ${day}`, ends_at: sql<Date>`now() + ${day}` });
    const slugs = (await list()).map((p) => p.slug);
    expect(slugs).toContain('test-live');
    for (const hidden of ['test-off', 'test-future', 'test-over']) expect(slugs).not.toContain(hidden);
  });

  it('drops the claim link while the attached offer is disabled', async () => {
    expect((await bySlug('welcome'))!.bonus).not.toBeNull();
    await t.db
      .updateTable('bonus_definition')
      .set({ enabled: false })
      .where('code', '=', 'welcome-100')
      .execute();
    const welcome = await bySlug('welcome');
    expect(welcome).toBeDefined();
    expect(welcome!.bonus).toBeNull();
  });

  it('sanitizes the description: scripts and handlers go, the allowed markup stays', async () => {
    await insert('test-html', {
      body_en:
        '<h3 onclick="steal()">Terms</h3><script>alert(1)</script><p style="color:red">Read <strong>this</strong></p>' +
        '<ul><li>one</li></ul><table><tbody><tr><th scope="row">Max</th><td>₺100</td></tr></tbody></table>' +
        '<a href="javascript:alert(1)">x</a><iframe src="/x"></iframe><img src="https://tracker.test/p.gif">',
    });
    expect((await bySlug('test-html'))!.description).toBe(
      '<h3>Terms</h3><p>Read <strong>this</strong></p><ul><li>one</li></ul>' +
        '<table><tbody><tr><th scope="row">Max</th><td>₺100</td></tr></tbody></table>' +
        '<a rel="noopener noreferrer">x</a>',
    );
  });

  it('refuses a category outside casino, sports and general', async () => {
    await expect(insert('test-bad', { category: 'poker' })).rejects.toThrow(
      /violates check constraint "promotion_category_check"/,
    );
  });
});
