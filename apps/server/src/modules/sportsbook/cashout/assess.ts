import type { CashoutUnavailableReason, LegResult } from '@lalebet/shared';
import type { Catalogue } from '../catalogue.ts';
import type { ResolvedLeg } from '../bets/settle/payout.ts';
import type { CashoutBet, CashoutLeg } from './cashout.repository.ts';
import { type PricedLeg, fairProbability, priceBet } from './pricing.ts';

/**
 * Whether a bet can be cashed out now and for how much (docs/decisions/066-cash-out-pricing-and-
 * locking.md): the reasons are checked in the order the player would want to hear them, then
 * the open legs are priced from the catalogue's current prices.
 */
export type Assessment = { ok: true; quote: bigint } | { ok: false; reason: CashoutUnavailableReason };

const WON: ReadonlySet<LegResult> = new Set(['won', 'half_won', 'dead_heat']);

/** A settled leg as settlement reads it (settle/bet-target.ts). */
const resolved = (l: CashoutLeg): ResolvedLeg => ({
  oddsMilli: l.odds_milli,
  result: WON.has(l.result) ? 1 : 0,
  voidFactor: l.void_factor ?? (l.result === 'void' ? 1 : 0),
  deadHeatFactor: l.dead_heat_factor,
});

/** The open leg's margin-free probability now, or null while its market takes no bets. */
function openLeg(catalogue: Catalogue, l: CashoutLeg, now: number): PricedLeg | null {
  const line = catalogue.line(l.event_id, l.market_id, l.specifiers);
  if (!line || line.status !== 'active') return null;
  // A pre-match line of an event that has begun without the live producer is stale (validate.ts).
  if (!line.live && (line.eventStatus !== 'not_started' || line.startTime.getTime() <= now)) return null;
  if (line.live && line.eventStatus !== 'live') return null;
  const outcome = line.outcomes.get(l.outcome_id);
  if (!outcome?.active) return null;
  // The fair value comes from the feed's prices, never the desk's margin (ADR 087).
  const feed = (o: { oddsMilli: number; feedMilli?: number }) => o.feedMilli ?? o.oddsMilli;
  const market = [...line.outcomes.values()].filter((o) => o.active).map(feed);
  return { state: 'open', oddsMilli: l.odds_milli, probability: fairProbability(feed(outcome), market) };
}

export function assess(
  catalogue: Catalogue,
  bet: CashoutBet,
  legs: CashoutLeg[],
  opts: { marginBp: number; switchedOff: boolean; now: number },
): Assessment {
  if (bet.status === 'pending') return { ok: false, reason: 'live_delay' };
  if (bet.status !== 'open') return { ok: false, reason: 'bet_closed' };
  if (bet.bonus_stake > 0n) return { ok: false, reason: 'bonus_stake' };
  // A builder's value hangs on its legs jointly: no custom-bet cash-out price yet (ADR 072).
  if (opts.switchedOff || bet.kind === 'builder') return { ok: false, reason: 'disabled' };
  if (legs.some((l) => l.result === 'void')) return { ok: false, reason: 'leg_void' };
  if (bet.kind !== 'system' && legs.some((l) => l.result === 'lost'))
    return { ok: false, reason: 'leg_lost' };
  const priced: PricedLeg[] = [];
  for (const l of legs) {
    const leg =
      l.result === 'open' ? openLeg(catalogue, l, opts.now) : { state: 'settled' as const, leg: resolved(l) };
    if (!leg) return { ok: false, reason: 'market_suspended' };
    priced.push(leg);
  }
  // Every leg resolved: settlement is about to close the bet, not a cash-out.
  if (!priced.some((l) => l.state === 'open')) return { ok: false, reason: 'bet_closed' };
  const { quote } = priceBet(
    {
      kind: bet.kind,
      stakePerLine: bet.stake_per_line,
      systemSizes: bet.system_sizes ?? undefined,
      bankers: legs.map((l) => l.banker),
      maxPayout: bet.max_payout,
      legs: priced,
    },
    opts.marginBp,
  );
  return quote > 0n ? { ok: true, quote } : { ok: false, reason: 'leg_lost' };
}
