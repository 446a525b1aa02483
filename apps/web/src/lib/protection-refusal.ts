import type { ExclusionRefusal, LimitRefusal } from '@lalebet/shared/protection';
import { formatDateTime, formatMoney } from './format';
import { i18next } from './i18n';
import { PROTECTION_CODES } from './protection-codes';

/**
 * Player-protection refusals (docs/decisions/024-player-protection.md): the server's message
 * says what was refused; this names the limit, its window, what is used and what is left, or
 * until when a time-out or exclusion runs (docs/rules.md R5 and R16).
 * Shared code (lib/): payments, the sportsbook, the casino and login show it through
 * errorMessage, and features do not import each other. Texts: the `protection` namespace, which
 * the API client loads before it throws one of these codes (kept out of the home route's budget).
 */

const KINDS = ['deposit', 'loss', 'wager', 'session'];
const PERIODS = ['day', 'week', 'month'];

const isLimit = (d: unknown): d is LimitRefusal => {
  const v = d as Partial<LimitRefusal> | null;
  return (
    !!v &&
    KINDS.includes(String(v.kind)) &&
    PERIODS.includes(String(v.period)) &&
    typeof v.limit === 'number' &&
    typeof v.used === 'number' &&
    typeof v.left === 'number'
  );
};

const isExclusion = (d: unknown): d is ExclusionRefusal =>
  !!d && typeof d === 'object' && 'until' in d && (typeof d.until === 'string' || d.until === null);

const locale = () => (i18next.language === 'en' ? 'en' : 'tr');

/** A limit's amount: lira the site's way, or minutes for the session-time limit. */
export const formatLimitValue = (kind: string, value: number) =>
  kind === 'session' ? i18next.t('protection:minutes', { count: value }) : formatMoney(value);

/** "Günlük para yatırma limitiniz ₺500,00; kullanılan ₺400,00, kalan ₺100,00." */
export function limitRefusalText(d: LimitRefusal) {
  return i18next.t('protection:refusal.limit', {
    period: i18next.t(`protection:period.${d.period}`),
    kind: i18next.t(`protection:refusalKind.${d.kind}`),
    limit: formatLimitValue(d.kind, d.limit),
    used: formatLimitValue(d.kind, d.used),
    left: formatLimitValue(d.kind, Math.max(0, d.left)),
  });
}

/** "3 Ara 2026 14:00 tarihine kadar." or "Süresiz." */
export const untilText = (until: string | null) =>
  until === null
    ? i18next.t('protection:refusal.permanent')
    : i18next.t('protection:refusal.until', { date: formatDateTime(until, locale()) });

/**
 * The server's block messages already say until when, in Istanbul time
 * (apps/server/src/core/protection/block-refusal-messages.ts): then nothing is added, so the player
 * never reads two end times. Recognised by the end's year, or a 'permanent' word.
 */
function namesUntil(message: string, until: string | null) {
  if (until === null) return /permanent|süresiz/i.test(message);
  return message.includes(String(new Date(until).getUTCFullYear()));
}

/** The detail sentence of a protection refusal's `data`, or null when it carries none. */
export function protectionDetail(code: string, data: unknown, message = ''): string | null {
  if (!PROTECTION_CODES.includes(code)) return null;
  if (isLimit(data)) return limitRefusalText(data);
  // An ended self-exclusion waiting for its lift: the server's message says what is next.
  if (isExclusion(data) && data.lift) return null;
  if (isExclusion(data) && !namesUntil(message, data.until)) return untilText(data.until);
  return null;
}
