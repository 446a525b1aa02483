import { DEFAULT_BONUS_CONTRIBUTIONS } from '@lalebet/shared';
import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../database.ts';
import { addNewCatalogueGames, seedCasinoCatalogue, seedCasinoCategories } from './casino.ts';
import { BANNERS, SLIDES, bannerImages } from './data/banners.ts';
import { BONUSES } from './data/bonuses.ts';
import { COMPANY_PAGES } from './data/pages-company.ts';
import { HELP_PAGES } from './data/pages-help.ts';
import { RULES_PAGES } from './data/pages-rules.ts';
import { TERMS_PAGES } from './data/pages-terms.ts';
import { CATEGORIES } from './data/pages.ts';
import { PAYMENT_METHODS } from './data/payment-methods.ts';
import { popupImages } from './data/popup.ts';
import { DOMAINS, LANGUAGES, SITE_OPTIONS, TRANSLATIONS } from './data/site.ts';
import { demoWinners } from './data/winners.ts';
import { seedPromotions } from './promotions.ts';

type Trx = Transaction<Database>;
const LOCALES = ['tr', 'en'] as const;
/** Any fixed number: serialises concurrent seeders (two processes starting on one database). */
const SEED_LOCK = 7_342_001;

/**
 * Each kind of demo content is seeded only while its table is empty, so this is safe on every
 * start and never overwrites what an operator has edited.
 */
const SEEDERS: { table: keyof Database; seed: (trx: Trx) => Promise<unknown> }[] = [
  {
    table: 'site_option',
    seed: (trx) =>
      trx
        .insertInto('site_option')
        .values(SITE_OPTIONS.map((o) => ({ ...o, status: o.status ?? true })))
        .execute(),
  },
  {
    table: 'site_domain',
    seed: (trx) =>
      trx
        .insertInto('site_domain')
        .values({ id: 1, ...DOMAINS })
        .execute(),
  },
  { table: 'language', seed: (trx) => trx.insertInto('language').values(LANGUAGES).execute() },
  {
    table: 'translation',
    seed: (trx) =>
      trx
        .insertInto('translation')
        .values(
          LOCALES.flatMap((locale) =>
            Object.entries(TRANSLATIONS[locale]).map(([key, value]) => ({ locale, key, value })),
          ),
        )
        .execute(),
  },
  { table: 'slider_slide', seed: seedSlides },
  { table: 'content_category', seed: seedPages },
  { table: 'popup', seed: seedPopup },
  {
    table: 'top_winner',
    seed: (trx) => trx.insertInto('top_winner').values(demoWinners(new Date())).execute(),
  },
  // Checked on every start, so databases seeded before payments existed get them too.
  { table: 'payment_method', seed: seedPaymentMethods },
  // The casino catalogue, imported from the game-provider simulator's game list.
  { table: 'casino_provider', seed: seedCasinoCatalogue },
  { table: 'casino_category', seed: seedCasinoCategories },
  // After the bonus offers (seedDemoData seeds them first): promotions link to them by code.
  { table: 'promotion', seed: seedPromotions },
];

async function seedPaymentMethods(trx: Trx) {
  for (const [sort, m] of PAYMENT_METHODS.entries()) {
    const { id } = await trx
      .insertInto('payment_method')
      .values({
        direction: m.direction,
        code: m.code,
        name: m.name,
        logo: m.logo,
        min_amount: BigInt(m.min) * 100n,
        max_amount: BigInt(m.max) * 100n,
        processing_time_tr: m.time.tr,
        processing_time_en: m.time.en,
        gateway: m.gateway,
        sort,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('payment_method_field')
      .values(
        m.fields.map((f, position) => ({
          method_id: id,
          position,
          key: f.key,
          object_type: f.type,
          mask: f.mask ?? null,
          options: f.options ? JSON.stringify(f.options) : null,
          rules: JSON.stringify(f.rules ?? {}),
        })),
      )
      .execute();
  }
}

async function seedPopup(trx: Trx) {
  const [tr, en] = LOCALES.map(popupImages) as [string[], string[]];
  await trx
    .insertInto('popup')
    .values({
      image_default_tr: tr[0]!,
      image_large_tr: tr[1]!,
      image_medium_tr: tr[2]!,
      image_default_en: en[0]!,
      image_large_en: en[1]!,
      image_medium_en: en[2]!,
      // The popup's campaign, opened in its promotion's detail dialog.
      url: '/promotions?promo=weekend',
      starts_at: null,
      ends_at: null,
    })
    .execute();
}

async function seedSlides(trx: Trx) {
  const rows = LOCALES.flatMap((locale) =>
    SLIDES.map((s, i) => {
      const banner = BANNERS.find((b) => b.name === s.banner);
      if (!banner) throw new Error(`seed: slide uses unknown banner ${s.banner}`);
      const [image_default, image_large, image_medium] = bannerImages(banner.name, locale);
      return {
        slug: s.slug,
        locale,
        title: banner[locale].title.replace('|', ' '),
        url: s.url,
        target: s.target ?? ('_self' as const),
        image_default: image_default!,
        image_large: image_large!,
        image_medium: image_medium!,
        sort: i,
        active: s.active ?? true,
      };
    }),
  );
  await trx.insertInto('slider_slide').values(rows).execute();
}

async function seedPages(trx: Trx) {
  await trx
    .insertInto('content_category')
    .values([...CATEGORIES])
    .execute();
  const categoryId = new Map(CATEGORIES.map((c) => [c.name as string, c.id]));
  const pages = [...TERMS_PAGES, ...RULES_PAGES, ...COMPANY_PAGES, ...HELP_PAGES].map((p) => ({
    id: p.id,
    category_id: categoryId.get(p.category)!,
    status: p.status ?? true,
    sort: p.sort,
    title_tr: p.title.tr,
    title_en: p.title.en,
    body_tr: p.body.tr,
    body_en: p.body.en,
  }));
  await trx.insertInto('content_page').values(pages).execute();
  // Explicit ids leave the identity sequences behind; move them on so operator inserts do not collide.
  for (const table of ['content_category', 'content_page'] as const) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
      trx,
    );
  }
}

const kurus = (lira: number | undefined) => (lira === undefined ? null : BigInt(Math.round(lira * 100)));

/** The offers, while the operator has none but the trial bonus (which the migration creates). */
async function seedBonusDefinitions(trx: Trx) {
  const other = await trx
    .selectFrom('bonus_definition')
    .select('id')
    .where('kind', '<>', 'trial')
    .executeTakeFirst();
  if (other) return;
  await trx
    .insertInto('bonus_definition')
    .values(
      BONUSES.map((b, i) => ({
        code: b.code,
        kind: b.kind,
        title_tr: b.title.tr,
        title_en: b.title.en,
        description_tr: b.description.tr,
        description_en: b.description.en,
        amount: kurus(b.amount),
        percent: b.percent ?? null,
        max_amount: kurus(b.maxAmount),
        min_deposit: kurus(b.minDeposit),
        wagering_multiple: b.wageringMultiple,
        contributions: JSON.stringify(b.contributions ?? DEFAULT_BONUS_CONTRIBUTIONS),
        max_bet: kurus(b.maxBet),
        max_cashout: kurus(b.maxCashout),
        validity_days: b.validityDays,
        claim_mode: b.claimMode,
        audience: b.audience ?? 'all',
        registered_within_days: b.registeredWithinDays ?? null,
        sort: i + 1,
      })),
    )
    .execute();
}

async function isEmpty(trx: Trx, table: keyof Database): Promise<boolean> {
  const { rows } = await sql<{
    found: boolean;
  }>`select exists (select 1 from ${sql.table(table)}) as found`.execute(trx);
  return !rows[0]?.found;
}

/** Seeds demo content when the database has none. Safe to call on every start. */
export async function seedDemoData(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    // First: the promotion seeder resolves bonus codes to these definitions' ids.
    await seedBonusDefinitions(trx);
    for (const { table, seed } of SEEDERS) {
      if (await isEmpty(trx, table)) await seed(trx);
    }
    // A demo catalogue seeded by an older version gains the simulator's newer titles.
    await addNewCatalogueGames(trx);
  });
}
