import { ODDS_CHANGE_POLICIES, type OddsChangePolicy, type OddsFormat } from '@lalebet/shared/sportsbook';
import { useEffect } from 'react';
import { createStore } from '@/lib/store';
import { STORAGE_KEYS, storage } from '@/lib/storage';
import { sessionStore } from '@/stores/session';
import { useSportsSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';
import { oddsFormatStore } from '../lib/odds-format-store';

const saved = storage.get(STORAGE_KEYS.slipOddsChange);

/** The slip's odds-change policy: a guest's in local storage, a player's also on the server. */
export const oddsChangeStore = createStore({
  policy: (ODDS_CHANGE_POLICIES as readonly string[]).includes(saved ?? '')
    ? (saved as OddsChangePolicy)
    : ('higher' as OddsChangePolicy),
});
oddsChangeStore.subscribe(() => storage.set(STORAGE_KEYS.slipOddsChange, oddsChangeStore.get().policy));

/**
 * The odds-change policy and odds format with their setters. A logged-in player's saved
 * settings replace the local ones once read; each change is written locally and, logged in,
 * sent to the server (PUT sportsbook/settings).
 */
export function useSlipSettings() {
  const remote = useSportsSettings();
  const update = useUpdateSettings();
  const policy = oddsChangeStore.use((s) => s.policy);
  const format = oddsFormatStore.use((s) => s.format);

  useEffect(() => {
    if (!remote.data) return;
    oddsChangeStore.set({ policy: remote.data.oddsChange });
    oddsFormatStore.set({ format: remote.data.oddsFormat });
  }, [remote.data]);

  const save = (next: { oddsChange: OddsChangePolicy; oddsFormat: OddsFormat }) => {
    oddsChangeStore.set({ policy: next.oddsChange });
    oddsFormatStore.set({ format: next.oddsFormat });
    if (sessionStore.get().session) update.mutate(next);
  };
  return {
    policy,
    format,
    setPolicy: (oddsChange: OddsChangePolicy) => save({ oddsChange, oddsFormat: format }),
    setFormat: (oddsFormat: OddsFormat) => save({ oddsChange: policy, oddsFormat }),
  };
}
