import type { AdminFreeRoundsPrepaid } from '@lalebet/shared';
import { DEFAULT_CURRENCY } from '../../core/ledger/index.ts';
import type { OperatorApiClient } from '../../infra/game-provider/operator-api-client.ts';
import { AppError } from '../../lib/app-error.ts';
import { MINUTE_MS, clock } from '../../lib/clock.ts';
import { hub88ToMinor } from '../../lib/hub88/protocol.ts';

/** Templates change when the supplier changes them, rarely; Hub88 allows one list a minute. */
export const PREPAIDS_FRESH_MS = 10 * MINUTE_MS;

type Entry = { at: number; items: AdminFreeRoundsPrepaid[] };
/** Per client (one per app), so two apps in one process never share answers. */
const caches = new WeakMap<OperatorApiClient, Map<string, Entry>>();

/**
 * A game's free-round templates for the back office's picker (docs/decisions/099-free-rounds.md):
 * bonus-buy templates are left out (a free-rounds bonus gives rounds), amounts become kuruş, and
 * an answer is kept for PREPAIDS_FRESH_MS, so a second look within Hub88's one-a-minute limit
 * does not fail. Off, refused or down: FREE_ROUNDS_PREPAIDS_UNAVAILABLE (the id can still be typed).
 */
export async function freeRoundsPrepaids(
  api: OperatorApiClient | null,
  gameCode: string,
): Promise<{ items: AdminFreeRoundsPrepaid[] }> {
  if (!api) throw new AppError('FREE_ROUNDS_PREPAIDS_UNAVAILABLE');
  const cache = caches.get(api) ?? new Map<string, Entry>();
  caches.set(api, cache);
  const key = `${gameCode}|${DEFAULT_CURRENCY}`;
  const kept = cache.get(key);
  if (kept && clock.ms() - kept.at < PREPAIDS_FRESH_MS) return { items: kept.items };
  let listed;
  try {
    listed = await api.listPrepaids(gameCode, DEFAULT_CURRENCY);
  } catch {
    throw new AppError('FREE_ROUNDS_PREPAIDS_UNAVAILABLE');
  }
  const items = listed.flatMap((p): AdminFreeRoundsPrepaid[] => {
    if (p.bonus_buy || p.game_code !== gameCode || p.currency !== DEFAULT_CURRENCY) return [];
    // A value that is no whole kuruş cannot be a round's value here: the template is left out.
    const value = p.bet_value === null ? null : hub88ToMinor(p.bet_value);
    if (p.bet_value !== null && value === null) return [];
    const betValue = value === null ? null : Number(value);
    return [{ prepaidUuid: p.prepaid_uuid, currency: p.currency, betValue, betCount: p.bet_count }];
  });
  cache.set(key, { at: clock.ms(), items });
  return { items };
}
