import { ODDS_FORMATS, type OddsFormat } from '@lalebet/shared/sportsbook';
import { createStore } from '@/lib/store';
import { STORAGE_KEYS, storage } from '@/lib/storage';

/**
 * The player's odds format (decimal by default), kept in local storage. The odds buttons read
 * it; the sportsbook settings write it with `setOddsFormat`.
 */
const saved = storage.get(STORAGE_KEYS.oddsFormat);
const initial: OddsFormat = (ODDS_FORMATS as readonly string[]).includes(saved ?? '')
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
