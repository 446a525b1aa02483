import type { OddsFormat } from '@lalebet/shared/sportsbook';
import { createStore } from '@/lib/store';
import { STORAGE_KEYS, storage } from '@/lib/storage';

/**
 * The player's odds format (decimal by default), kept in local storage. The odds buttons read
 * it; the sportsbook settings write it with `setOddsFormat`.
 */
const saved = storage.get(STORAGE_KEYS.oddsFormat);
/**
 * ODDS_FORMATS of @lalebet/shared/sportsbook, spelled out (odds-format.test.ts checks they agree):
 * importing that module's values brings its zod schemas, and zod, into the home page's sports
 * sections, which show odds buttons (docs/decisions/038-home-page-lighthouse.md).
 */
export const FORMATS: readonly OddsFormat[] = ['decimal', 'fractional', 'american'];
const initial: OddsFormat = (FORMATS as readonly string[]).includes(saved ?? '')
  ? (saved as OddsFormat)
  : 'decimal';

export const oddsFormatStore = createStore<{ format: OddsFormat }>({ format: initial });
// Every writer persists the same way (the slip's settings set the store directly).
oddsFormatStore.subscribe(() => storage.set(STORAGE_KEYS.oddsFormat, oddsFormatStore.get().format));

export function setOddsFormat(format: OddsFormat) {
  oddsFormatStore.set({ format });
}

/** React: the current odds format. */
export const useOddsFormat = () => oddsFormatStore.use((s) => s.format);
