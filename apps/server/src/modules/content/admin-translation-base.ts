import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@lalebet/shared';

/** The web's bundled catalogue (apps/web/src/locales/<lng>/<ns>.json), which overrides replace. */
export const WEB_LOCALES_DIR = path.resolve(import.meta.dirname, '../../../../web/src/locales');

export type BaseCatalogue = Map<string, Record<Locale, string | undefined>>;

let cached: BaseCatalogue | null = null;

function listJson(dir: string): string[] {
  try {
    return readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
}

/**
 * `<ns>:<key>` -> the bundled TR and EN texts, read once. The files ship with the repository the
 * server runs from (ADR 004: the server runs its sources); where they are absent the map is
 * empty, and overrides are then checked for their own syntax only.
 */
export function baseCatalogue(dir = WEB_LOCALES_DIR): BaseCatalogue {
  if (cached && dir === WEB_LOCALES_DIR) return cached;
  const map: BaseCatalogue = new Map();
  for (const locale of ['tr', 'en'] as const) {
    const files = listJson(path.join(dir, locale));
    for (const file of files) {
      const ns = file.replace(/\.json$/, '');
      const bundle = JSON.parse(readFileSync(path.join(dir, locale, file), 'utf8')) as Record<string, string>;
      for (const [k, v] of Object.entries(bundle)) {
        const key = `${ns}:${k}`;
        const entry = map.get(key) ?? { tr: undefined, en: undefined };
        entry[locale] = v;
        map.set(key, entry);
      }
    }
  }
  if (dir === WEB_LOCALES_DIR) cached = map;
  return map;
}
