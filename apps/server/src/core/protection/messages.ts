import { ERROR_MESSAGES, type ErrorCode, type LimitRefusal, toMinor } from '@lalebet/shared';
import { formatLira } from '../../lib/lira.ts';

const PERIOD = {
  tr: { day: 'günlük', week: 'haftalık', month: 'aylık' },
  en: { day: 'daily', week: 'weekly', month: 'monthly' },
} as const;

/**
 * The toast telling a player why a provider's game refused a bet (the provider only shows its
 * generic limit or disabled message): the limit's code with what is left, or the block's text.
 */
export function refusalNotice(code: ErrorCode, data: Record<string, unknown> | null) {
  const base = ERROR_MESSAGES[code];
  const limit = data && 'left' in data ? (data as LimitRefusal) : null;
  const left = (locale: 'tr' | 'en') => (limit ? ` ${formatLira(toMinor(limit.left) ?? 0n, locale)}` : '');
  return {
    tr: {
      title: 'Bahis reddedildi',
      note: limit ? `${base.tr} Kalan ${PERIOD.tr[limit.period]} limit:${left('tr')}.` : base.tr,
    },
    en: {
      title: 'Bet refused',
      note: limit ? `${base.en} Left of your ${PERIOD.en[limit.period]} limit:${left('en')}.` : base.en,
    },
  };
}
