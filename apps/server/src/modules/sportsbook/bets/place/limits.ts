import { MAX_MISLI, type Sport } from '@lalebet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database.ts';
import { intOption, readOptions } from '../../../../core/site-options.ts';
import { type MbsOf, readMbs } from '../../mbs.ts';

/**
 * Sportsbook limits, operator-set as site options (whole lira; the live delay in seconds). They
 * are server-only: not in PUBLIC_SITE_OPTION_KEYS, so never served to the web (ADR 017).
 */
export const LIMIT_OPTIONS = {
  minStake: { key: 'sportsbook.minstake', fallback: 1 },
  maxStake: { key: 'sportsbook.maxstake', fallback: 50_000 },
  maxEventStake: { key: 'sportsbook.maxeventstake', fallback: 100_000 },
  maxPayout: { key: 'sportsbook.maxpayout', fallback: 1_000_000 },
  maxLiability: { key: 'sportsbook.maxliability', fallback: 500_000 },
} as const;

/** Bet delay of live bets per sport, seconds (docs/sportsbook.md §7: 3-10 s in the trade). */
export const liveDelayKey = (sport: Sport) => `sportsbook.livedelay.${sport}`;
const DEFAULT_LIVE_DELAY_S = 5;

/** The misli cap (a count, not money; docs/decisions/070-turkish-coupon-rules.md). */
export const MAX_MISLI_OPTION = { key: 'sportsbook.maxmisli', fallback: 50 } as const;

const misliOf = (o: Map<string, string>) =>
  intOption(o, MAX_MISLI_OPTION.key, MAX_MISLI_OPTION.fallback, 1, MAX_MISLI);

/** The misli cap alone, for the slip (GET sportsbook/coupon-rules); placement reads it with the rest. */
export const readMaxMisli = async (db: Kysely<Database>) =>
  misliOf(await readOptions(db, [MAX_MISLI_OPTION.key]));

export type Limits = { [K in keyof typeof LIMIT_OPTIONS]: bigint } & {
  liveDelayMs: (sports: Sport[]) => number;
  maxMisli: number;
  /** Each event's MBS (mbs.ts). */
  mbs: MbsOf;
};

const MAX_LIRA = 1_000_000_000;

/** The limits now, in kuruş (options are served from the process cache, ADR 019). */
export async function readLimits(db: Kysely<Database>, sports: Sport[]): Promise<Limits> {
  const keys = [
    ...Object.values(LIMIT_OPTIONS).map((o) => o.key),
    MAX_MISLI_OPTION.key,
    ...sports.map(liveDelayKey),
  ];
  const [o, mbs] = await Promise.all([readOptions(db, keys), readMbs(db)]);
  const kurus = (opt: { key: string; fallback: number }) =>
    BigInt(intOption(o, opt.key, opt.fallback, 0, MAX_LIRA)) * 100n;
  return {
    minStake: kurus(LIMIT_OPTIONS.minStake),
    maxStake: kurus(LIMIT_OPTIONS.maxStake),
    maxEventStake: kurus(LIMIT_OPTIONS.maxEventStake),
    maxPayout: kurus(LIMIT_OPTIONS.maxPayout),
    maxLiability: kurus(LIMIT_OPTIONS.maxLiability),
    maxMisli: misliOf(o),
    mbs,
    // The longest delay among the bet's sports: the delay guards against the slowest feed.
    liveDelayMs: (list) =>
      Math.max(0, ...list.map((s) => intOption(o, liveDelayKey(s), DEFAULT_LIVE_DELAY_S, 0, 60))) * 1000,
  };
}
