import {
  type AdminSiteOption,
  type AdminSiteOptionUpdate,
  type AdminTranslation,
  type AdminTranslationUpdate,
  LOCALES,
  PUBLIC_SITE_OPTION_KEYS,
  SITE_OPTION_KEYS,
  SITE_OPTION_TYPES,
  isPolicyOption,
  normalizeSiteOption,
  translationProblem,
} from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { AuthenticatedAdmin } from '../../core/accounts/index.ts';
import { audit } from '../../core/audit.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { changeSummary } from './admin-audit-summary.ts';
import type { ContentCtx } from './admin-content.service.ts';
import {
  deleteTranslations,
  saveSiteOption,
  listAllSiteOptions,
  listAllTranslations,
  lockSiteOption,
  lockTranslations,
  upsertTranslation,
} from './admin-site.repository.ts';
import { type BaseCatalogue, baseCatalogue } from './admin-translation-base.ts';
import { awaitContentNotices } from './reply-cache.ts';

const PUBLIC = new Set(PUBLIC_SITE_OPTION_KEYS);
const POLICY_KEY = {
  en: 'This is a policy setting: it is changed under Policy settings (policy:manage, step-up).',
  tr: 'Bu bir politika ayarı: Politika ayarları bölümünden değiştirilir (policy:manage, ek doğrulama).',
};

/** The main menu is an option with a screen of its own (admin-menu.service.ts), not listed here. */
const OWN_SCREEN = new Set<string>([SITE_OPTION_KEYS.mainMenu]);

/**
 * Every content option the server reads (stored or not), then stored keys nobody reads, by key.
 * Policy settings are listed on their own screen (admin-policy.service.ts, ADR 043).
 */
export async function listSiteOptions(db: Kysely<Database>): Promise<AdminSiteOption[]> {
  const stored = new Map((await listAllSiteOptions(db)).map((r) => [r.key.toLowerCase(), r]));
  const keys = new Set([...Object.keys(SITE_OPTION_TYPES), ...stored.keys()]);
  for (const key of keys) if (OWN_SCREEN.has(key) || isPolicyOption(key)) keys.delete(key);
  return [...keys].sort().map((key) => {
    const row = stored.get(key);
    return {
      key,
      value: row?.value ?? '',
      status: row?.status ?? false,
      stored: !!row,
      public: PUBLIC.has(key),
      type: SITE_OPTION_TYPES[key] ?? null,
    } as AdminSiteOption;
  });
}

/**
 * Sets one content option, checked against its type; keys the server does not read are
 * refused, and so are policy settings (docs/decisions/043-policy-settings.md): those need
 * policy:manage and step-up on their own route, whoever asks here.
 */
export async function setSiteOption(
  ctx: ContentCtx,
  by: AuthenticatedAdmin,
  rawKey: string,
  input: AdminSiteOptionUpdate,
): Promise<AdminSiteOption> {
  const key = rawKey.toLowerCase();
  if (isPolicyOption(key)) {
    await audit(ctx.db, {
      actor: { kind: 'admin', id: by.id },
      event: 'admin_permission_refused',
      meta: ctx.meta,
      details: { route: 'PUT /api/admin/content/siteoptions/:key', permission: 'policy:manage', key },
    });
    throw new AppError('FORBIDDEN', { data: { key, permission: 'policy:manage' }, message: POLICY_KEY });
  }
  const type = SITE_OPTION_TYPES[key];
  if (!type) throw new AppError('SITE_OPTION_UNKNOWN', { data: { key } });
  const value = normalizeSiteOption(type, input.value);
  if (value === null) throw new AppError('SITE_OPTION_INVALID', { data: { key, type: type.type } });
  await ctx.db.transaction().execute(async (trx) => {
    const before = await lockSiteOption(trx, key);
    await saveSiteOption(trx, before, { key, value, status: input.status });
    await audit(trx, {
      actor: { kind: 'admin', id: by.id },
      event: 'site_option_changed',
      meta: ctx.meta,
      details: {
        key,
        ...changeSummary(before ? { value: before.value, status: before.status } : null, {
          value,
          status: input.status,
        }),
      },
    });
  });
  await awaitContentNotices(ctx.db);
  return { key, value, status: input.status, stored: true, public: PUBLIC.has(key), type } as AdminSiteOption;
}

export async function listTranslationOverrides(
  db: Kysely<Database>,
  q: { skip: number; take: number; q?: string; overridden?: 'true' | 'false' },
  base: BaseCatalogue = baseCatalogue(),
) {
  const overrides = new Map<string, { tr: string | null; en: string | null }>();
  for (const r of await listAllTranslations(db)) {
    const o = overrides.get(r.key) ?? { tr: null, en: null };
    if (r.locale === 'tr' || r.locale === 'en') o[r.locale] = r.value;
    overrides.set(r.key, o);
  }
  const keys = [...new Set([...base.keys(), ...overrides.keys()])].sort();
  const needle = q.q?.toLocaleLowerCase('tr');
  const all: AdminTranslation[] = keys
    .map((key) => ({
      key,
      baseTr: base.get(key)?.tr ?? null,
      baseEn: base.get(key)?.en ?? null,
      tr: overrides.get(key)?.tr ?? null,
      en: overrides.get(key)?.en ?? null,
    }))
    .filter(
      (t) => q.overridden === undefined || (t.tr !== null || t.en !== null) === (q.overridden === 'true'),
    )
    .filter(
      (t) =>
        !needle ||
        [t.key, t.baseTr, t.baseEn, t.tr, t.en].some((s) => s?.toLocaleLowerCase('tr').includes(needle)),
    );
  return { items: all.slice(q.skip, q.skip + q.take), total: all.length };
}

/**
 * Overrides a text in both languages at once (TR/EN parity). Each must keep whole `{{...}}`
 * placeholders and use only those its bundled message offers; a key the web does not have is
 * refused too, since no screen would ever show it.
 */
export async function setTranslation(
  ctx: ContentCtx,
  by: AuthenticatedAdmin,
  key: string,
  input: AdminTranslationUpdate,
  base: BaseCatalogue = baseCatalogue(),
) {
  const known = base.get(key);
  if (base.size > 0 && !known)
    throw new AppError('TRANSLATION_INVALID', { data: { key, problem: 'unknownKey' } });
  for (const locale of LOCALES) {
    const problem = translationProblem(input[locale], known?.[locale] ?? known?.tr ?? known?.en);
    if (problem) throw new AppError('TRANSLATION_INVALID', { data: { key, locale, problem } });
  }
  await ctx.db.transaction().execute(async (trx) => {
    const before = Object.fromEntries((await lockTranslations(trx, key)).map((r) => [r.locale, r.value]));
    for (const locale of LOCALES) await upsertTranslation(trx, { locale, key, value: input[locale] });
    await audit(trx, {
      actor: { kind: 'admin', id: by.id },
      event: 'translation_changed',
      meta: ctx.meta,
      details: { key, action: 'set', ...changeSummary(Object.keys(before).length ? before : null, input) },
    });
  });
  await awaitContentNotices(ctx.db);
}

/** Back to the bundled text in both languages. */
export async function resetTranslation(ctx: ContentCtx, by: AuthenticatedAdmin, key: string) {
  await ctx.db.transaction().execute(async (trx) => {
    const rows = await lockTranslations(trx, key);
    if (rows.length === 0) throw new AppError('CONTENT_NOT_FOUND');
    await deleteTranslations(trx, key);
    await audit(trx, {
      actor: { kind: 'admin', id: by.id },
      event: 'translation_changed',
      meta: ctx.meta,
      details: {
        key,
        action: 'reset',
        ...changeSummary(Object.fromEntries(rows.map((r) => [r.locale, r.value])), null),
      },
    });
  });
  await awaitContentNotices(ctx.db);
}
