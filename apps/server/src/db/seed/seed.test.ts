import { providerSlug } from '@lalebet/shared';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDb, createTestDb, testDatabases } from '../../test/harness.ts';
import type { Database } from '../database.ts';
import { seedDemoData } from './seed.ts';

const MEDIA_DIR = path.resolve(import.meta.dirname, '../../../media');
const TABLES: (keyof Database)[] = [
  'site_option',
  'site_domain',
  'language',
  'translation',
  'slider_slide',
  'content_category',
  'content_page',
  'popup',
  'top_winner',
  'payment_method',
  'payment_method_field',
  'bonus_definition',
  'promotion',
];

describe.each(testDatabases())('seedDemoData on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(() => t.drop());

  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        TABLES.map(async (table) => {
          const row = await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow();
          return [table, Number(row.n)] as const;
        }),
      ),
    );

  it('fills every content table once, even when started twice at the same moment', async () => {
    await Promise.all([seedDemoData(t.db), seedDemoData(t.db)]);
    const first = await counts();
    for (const table of TABLES) expect(first[table], table).toBeGreaterThan(0);
    expect(first.top_winner).toBeGreaterThanOrEqual(40);
    // The trial offer (from the migration) and the six demo offers (referral and weekend included).
    expect(first.bonus_definition).toBe(7);
    await seedDemoData(t.db);
    expect(await counts()).toEqual(first);
  });

  it('refills only a table the operator emptied and leaves edited ones alone', async () => {
    await t.db.updateTable('site_domain').set({ next: 'lalebet9.com' }).execute();
    await t.db.deleteFrom('translation').execute();
    await seedDemoData(t.db);
    expect((await t.db.selectFrom('site_domain').select('next').executeTakeFirstOrThrow()).next).toBe(
      'lalebet9.com',
    );
    expect((await t.db.selectFrom('translation').selectAll().execute()).length).toBeGreaterThan(0);
  });

  it('gives the Terms of use page id 1 and lets new pages take the next ids', async () => {
    const page = await t.db
      .selectFrom('content_page')
      .select(['title_en', 'category_id'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(page.title_en).toBe('Terms of Use');
    const { id } = await t.db
      .insertInto('content_page')
      .values({
        category_id: page.category_id,
        title_tr: 'Yeni',
        title_en: 'New',
        body_tr: '<p>a</p>',
        body_en: '<p>a</p>',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { max } = await t.db
      .selectFrom('content_page')
      .select((eb) => eb.fn.max('id').as('max'))
      .where('id', '<>', id)
      .executeTakeFirstOrThrow();
    expect(id).toBe(Number(max) + 1);
  });

  it('points every banner and popup link to a promotion at a promotion that exists', async () => {
    const slugs = new Set((await t.db.selectFrom('promotion').select('slug').execute()).map((p) => p.slug));
    const urls = [
      ...(await t.db.selectFrom('slider_slide').select('url').execute()),
      ...(await t.db.selectFrom('popup').select('url').execute()),
    ].map((r) => r.url ?? '');
    const linked = urls.flatMap((u) => /[?&]promo=([\w-]+)/.exec(u)?.slice(1) ?? []);
    expect(linked).toContain('weekend');
    expect(linked.filter((slug) => !slugs.has(slug))).toEqual([]);
  });

  it('links the offer promotions to their bonus definitions, after the offers were seeded', async () => {
    const rows = await t.db
      .selectFrom('promotion as p')
      .leftJoin('bonus_definition as b', 'b.id', 'p.bonus_definition_id')
      .select(['p.slug', 'p.category', 'b.code'])
      .orderBy('p.sort')
      .execute();
    expect(rows).toEqual([
      { slug: 'welcome', category: 'casino', code: 'welcome-100' },
      { slug: 'weekend', category: 'general', code: 'weekend-150' },
      { slug: 'casino-reload', category: 'casino', code: 'casino-reload-50' },
      { slug: 'weekly-cashback', category: 'casino', code: 'weekly-cashback-10' },
      { slug: 'free-bonus-25', category: 'casino', code: 'free-spins-cash-25' },
      { slug: 'refer-a-friend', category: 'general', code: 'refer-a-friend' },
    ]);
    const texts = await t.db.selectFrom('promotion').select(['title_tr', 'summary_tr', 'body_tr']).execute();
    const turkish = texts.map((p) => `${p.title_tr} ${p.summary_tr} ${p.body_tr}`).join(' ');
    for (const letter of ['ç', 'ğ', 'ı', 'İ', 'ö', 'ş', 'ü']) expect(turkish, letter).toContain(letter);
  });

  it('writes Turkish with its own letters and gives every live page several paragraphs', async () => {
    const pages = await t.db
      .selectFrom('content_page')
      .selectAll()
      .where('status', '=', true)
      .where('title_en', '<>', 'New')
      .execute();
    const turkish = pages.map((p) => `${p.title_tr} ${p.body_tr}`).join(' ');
    for (const letter of ['ç', 'ğ', 'ı', 'İ', 'ö', 'ş', 'ü', 'Ç', 'Ş', 'Ö', 'Ü'])
      expect(turkish, letter).toContain(letter);
    for (const p of pages) {
      for (const body of [p.body_tr, p.body_en])
        expect(body.match(/<(p|li|tr)>/g)?.length ?? 0, p.title_en).toBeGreaterThanOrEqual(4);
    }
  });

  it('points every image at a file that exists under apps/server/media', async () => {
    const slides = await t.db
      .selectFrom('slider_slide')
      .select(['image_default', 'image_large', 'image_medium'])
      .execute();
    const popups = await t.db.selectFrom('popup').selectAll().execute();
    const winners = await t.db.selectFrom('top_winner').select('image').execute();
    const promotions = await t.db.selectFrom('promotion').selectAll().execute();
    const urls = new Set([
      ...promotions.flatMap((p) => [p.image_card_tr, p.image_card_en, p.image_detail_tr, p.image_detail_en]),
      ...slides.flatMap((s) => [s.image_default, s.image_large, s.image_medium]),
      ...popups.flatMap((p) => [
        p.image_default_tr,
        p.image_large_tr,
        p.image_medium_tr,
        p.image_default_en,
        p.image_large_en,
        p.image_medium_en,
      ]),
      ...winners.map((w) => w.image),
    ]);
    const options = await t.db.selectFrom('site_option').select(['key', 'value']).execute();
    const providers = JSON.parse(options.find((o) => o.key === 'FooterProviders')!.value) as string[];
    expect(providers).toHaveLength(12);
    for (const name of providers) urls.add(`/media/providers/${providerSlug(name)}.svg`);
    for (const url of urls)
      expect(fs.existsSync(path.join(MEDIA_DIR, url.replace(/^\/media\//, ''))), url).toBe(true);
  });
});

describe('demo media', () => {
  it('stays under 1 MiB in total', () => {
    const files = fs
      .readdirSync(MEDIA_DIR, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile());
    const total = files.reduce((sum, d) => sum + fs.statSync(path.join(d.parentPath, d.name)).size, 0);
    expect(total).toBeLessThan(1024 * 1024);
  });
});
