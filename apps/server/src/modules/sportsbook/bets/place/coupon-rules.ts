import type { PlaceBetRequest } from '@lalebet/shared';
import { AppError } from '../../../../lib/app-error.ts';
import type { MbsOf } from '../../mbs.ts';
import type { PricedLeg } from './validate.ts';

/**
 * The coupon rules that need the site's options (ADR 070): the misli within `sportsbook.maxmisli`
 * (MISLI_TOO_HIGH), and at least as many selections as the largest MBS of the coupon's events
 * (MBS_NOT_MET, naming that event).
 */
export function checkCouponRules(
  req: Pick<PlaceBetRequest, 'misli' | 'selections'>,
  legs: PricedLeg[],
  rules: { maxMisli: number; mbs: MbsOf },
): void {
  if ((req.misli ?? 1) > rules.maxMisli)
    throw new AppError('MISLI_TOO_HIGH', { data: { allowed: rules.maxMisli } });
  let worst: { eventId: string; mbs: number } | null = null;
  for (const { line } of legs) {
    const mbs = rules.mbs(line.sport, line.tournament);
    if (mbs > req.selections.length && mbs > (worst?.mbs ?? 0)) worst = { eventId: line.eventId, mbs };
  }
  if (worst) throw new AppError('MBS_NOT_MET', { data: worst });
}
