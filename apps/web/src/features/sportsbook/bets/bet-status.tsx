import type { BetStatus, LegResult, SportsBet } from '@lalebet/shared/sportsbook';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type BadgeTone, StatusBadge } from '@/components/ui/status-badge';

const STATUS_TONE: Record<BetStatus, BadgeTone> = {
  pending: 'warning',
  open: 'accent',
  won: 'success',
  half_won: 'success',
  lost: 'danger',
  half_lost: 'danger',
  refused: 'danger',
  void: 'neutral',
  cancelled: 'neutral',
  cashed_out: 'neutral',
};
const LEG_TONE: Record<LegResult, BadgeTone> = {
  open: 'neutral',
  won: 'success',
  half_won: 'success',
  dead_heat: 'warning',
  lost: 'danger',
  half_lost: 'danger',
  void: 'neutral',
};

/** A bet's state: "Onay bekleniyor" while a live bet waits, then open, won, lost... */
export function BetStatusBadge({ status }: { status: BetStatus }) {
  const { t } = useTranslation('betslip');
  return <StatusBadge tone={STATUS_TONE[status]}>{t(`status.${status}`)}</StatusBadge>;
}

/** One leg's result. */
export function LegResultBadge({ result }: { result: LegResult }) {
  const { t } = useTranslation('betslip');
  return <StatusBadge tone={LEG_TONE[result]}>{t(`leg.${result}`)}</StatusBadge>;
}

/**
 * The UOF void reasons a player is told (docs/sportsbook.md §6.7). 0 OTHER, 15 (the operator
 * settles the market itself) and codes the feed may add later say nothing the leg's "İade" or
 * half result does not.
 */
const TOLD_VOID_REASONS = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16]);

/** Why a leg is void in whole or part ("Etkinlik iptal edildi"); nothing for a reason not told. */
export function LegVoidReason({ reason, className }: { reason: number; className?: string }) {
  const { t } = useTranslation('sportsbook');
  if (!TOLD_VOID_REASONS.has(reason)) return null;
  return <p className={className}>{t(`voidReason.${reason}`)}</p>;
}

/** A leg the operator's early-payout rule won (docs/decisions/075-early-payout.md). */
export function EarlyPayoutBadge() {
  const { t } = useTranslation('betslip');
  return <StatusBadge tone="success">{t('leg.earlyPayout')}</StatusBadge>;
}

/**
 * "Tekli", "Kombine", "Sistem 2/3", "Sistem 2,4/5", "Trixie (sistem)"; with bankers the sizes are
 * over the other legs: "Sistem 2/3 + 1 banko" (docs/decisions/071-web-coupon-rules.md).
 */
export function betKindLabel(t: TFunction, bet: Pick<SportsBet, 'kind' | 'system' | 'legs'>): string {
  if (bet.kind !== 'system') return t(`betslip:kind.${bet.kind}`);
  const bankers = bet.legs.filter((l) => l.banker).length;
  const name = bet.system?.name
    ? t('betslip:kind.named', { name: bet.system.name })
    : t('betslip:kind.system', { size: bet.system?.sizes.join(',') ?? '', n: bet.legs.length - bankers });
  return bankers ? `${name} ${t('betslip:system.bankers', { count: bankers })}` : name;
}
