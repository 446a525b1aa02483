import { ODDS_FORMATS, type OddsFormat } from '@lalebet/shared';
import { createStore } from '@/lib/store';
import { STORAGE_KEYS, storage } from '@/lib/storage';

const saved = storage.get(STORAGE_KEYS.oddsFormat);

/** How odds are shown (decimal by default); remembered in local storage, and on the server when logged in. */
export const oddsFormatStore = createStore({
  format: (ODDS_FORMATS as readonly string[]).includes(saved ?? '') ? (saved as OddsFormat) : 'decimal',
});

oddsFormatStore.subscribe(() => storage.set(STORAGE_KEYS.oddsFormat, oddsFormatStore.get().format));
