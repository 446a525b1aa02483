import {
  type DomainStatus,
  type Locale,
  PUBLIC_SITE_OPTION_KEYS,
  type Popup,
  SITE_OPTION_KEYS,
  type SiteOption,
  readMainMenu,
} from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import {
  findDomains,
  findLivePopup,
  listEnabledSiteOptions,
  listLanguages,
  listTranslations,
} from './site.repository.ts';

export const getLanguages = (db: Kysely<Database>) => listLanguages(db);

export const getTranslations = (db: Kysely<Database>, locale: Locale) => listTranslations(db, locale);

const PUBLIC_KEYS = new Set(PUBLIC_SITE_OPTION_KEYS);

/**
 * Only enabled options of the public allow-list (SITE_OPTION_KEYS), keys lower-cased: the web
 * reads them by lower-case key (docs/product.md §7). Security tunables such as session timeouts
 * and sign-up limits are site options too, and are never served (ADR 017). The main menu's
 * value is served whole against this build's catalogue (readMainMenu), or not at all when it
 * does not read, so the web gets the built-in menu.
 */
export async function getSiteOptions(db: Kysely<Database>): Promise<SiteOption[]> {
  const rows = await listEnabledSiteOptions(db);
  return rows
    .map((r) => ({ key: r.key.toLowerCase(), value: r.value, status: true as const }))
    .filter((o) => PUBLIC_KEYS.has(o.key))
    .flatMap((o) => {
      if (o.key !== SITE_OPTION_KEYS.mainMenu) return [o];
      const menu = readMainMenu(o.value);
      return menu ? [{ ...o, value: JSON.stringify(menu) }] : [];
    });
}

export async function getPopup(db: Kysely<Database>, locale: Locale): Promise<Popup | null> {
  const p = await findLivePopup(db);
  if (!p) return null;
  const urls =
    locale === 'tr'
      ? [p.image_default_tr, p.image_large_tr, p.image_medium_tr]
      : [p.image_default_en, p.image_large_en, p.image_medium_en];
  return { id: p.id, images: urls.map((url) => ({ url })), url: p.url || null };
}

/** Never fails: the web reloads the page when this call errors, so a missing row must not loop it. */
export async function getDomainStatus(db: Kysely<Database>): Promise<DomainStatus> {
  return (await findDomains(db)) ?? { current: '', next: '' };
}
