import type { SiteOptionType } from './admin-site-options.ts';
import type { Permission } from './permissions.ts';
import { MAX_MISLI, SPORTS } from './sportsbook.ts';

/**
 * Policy settings (docs/decisions/043-policy-settings.md): the site options that guard money or
 * player protection. They need `policy:manage` and step-up, never `content:manage`; their type's
 * min and max are the documented floor and ceiling; a change in the `loosens` direction waits
 * for a second `policy:manage` holder (four-eyes), a change the other way applies at once.
 */
export type Loosens =
  /** A higher value weakens the control (thresholds, limits, session lengths). */
  | 'up'
  /** A lower value weakens it (cooling-off, password length, live delay). */
  | 'down'
  /** Any change may weaken it (a script address, a time zone): always four-eyes. */
  | 'any'
  /** No value weakens a money or protection control: applies at once. */
  | 'never';

export type PolicyOption = {
  type: SiteOptionType;
  loosens: Loosens;
  /** The value the server uses while the option is absent or disabled (its reader's fallback). */
  fallback: string;
  unit: 'lira' | 'kurus' | 'hours' | 'minutes' | 'seconds' | 'count' | 'chars' | null;
};

const int = (min: number, max: number): SiteOptionType => ({ type: 'number', min, max, integer: true });
const p = (type: SiteOptionType, loosens: Loosens, fallback: string, unit: PolicyOption['unit']) => ({
  type,
  loosens,
  fallback,
  unit,
});

/**
 * The licence's KYC ceilings (whole lira) until the licence names its own: a threshold above
 * them turns the identity check off for amounts the licence wants checked.
 */
export const KYC_LICENCE_MAX_LIRA = { withdrawal: 20_000, deposit: 100_000 } as const;

/** Kuruş above which a withdrawal needs a second approver (read by the withdrawals module). */
export const WITHDRAWAL_APPROVAL_THRESHOLD_OPTION = 'withdrawalapprovalthreshold';
export const WITHDRAWAL_APPROVAL_THRESHOLD_DEFAULT = 1_000_000;

/**
 * Keys that need a permission of their own beside `policy:manage`, to set and to decide: the
 * payout policy is `withdrawals:policy`'s, which no one holds with `withdrawals:approve`
 * (SEPARATION_OF_DUTIES), so who approves payouts never decides when a second approver is needed.
 */
export const POLICY_OPTION_PERMISSIONS: Readonly<Record<string, Permission>> = {
  [WITHDRAWAL_APPROVAL_THRESHOLD_OPTION]: 'withdrawals:policy',
};

/** Every policy key, with its floor and ceiling (the type's min and max) and what loosens it. */
export const POLICY_OPTIONS: Readonly<Record<string, PolicyOption>> = {
  kyc_withdrawal_threshold: p(int(0, KYC_LICENCE_MAX_LIRA.withdrawal), 'up', '5000', 'lira'),
  kyc_deposit_threshold: p(int(0, KYC_LICENCE_MAX_LIRA.deposit), 'up', '20000', 'lira'),
  payoutdestinationcoolingoffhours: p(int(24, 720), 'down', '24', 'hours'),
  bonusgrantapprovalthreshold: p(int(0, 10_000_000), 'up', '50000', 'kurus'),
  adjustment_four_eyes_minor: p(int(0, 10_000_000), 'up', '100000', 'kurus'),
  [WITHDRAWAL_APPROVAL_THRESHOLD_OPTION]: p(
    int(0, 1_000_000_000_000),
    'up',
    String(WITHDRAWAL_APPROVAL_THRESHOLD_DEFAULT),
    'kurus',
  ),
  sessionidleminutes: p(int(1, 60), 'up', '30', 'minutes'),
  sessionabsolutehours: p(int(1, 24), 'up', '24', 'hours'),
  passwordminlength: p(int(8, 64), 'down', '8', 'chars'),
  registrationsperiphour: p(int(1, 10_000), 'up', '10', 'count'),
  trialbonusamount: p({ type: 'number', min: 0, max: 1_000, integer: false }, 'up', '0', 'lira'),
  rg_time_zone: p({ type: 'string', max: 60, pattern: 'timeZone' }, 'any', 'Europe/Istanbul', null),
  rg_cooling_off_hours: p({ type: 'enum', values: ['24', '72', '168'] }, 'down', '24', 'hours'),
  'sportsbook.minstake': p(int(1, 1_000), 'never', '1', 'lira'),
  'sportsbook.maxstake': p(int(1, 1_000_000), 'up', '50000', 'lira'),
  'sportsbook.maxeventstake': p(int(1, 5_000_000), 'up', '100000', 'lira'),
  'sportsbook.maxpayout': p(int(1, 10_000_000), 'up', '1000000', 'lira'),
  'sportsbook.maxliability': p(int(1, 50_000_000), 'up', '500000', 'lira'),
  ...Object.fromEntries(
    SPORTS.map((s) => [`sportsbook.livedelay.${s}`, p(int(0, 60), 'down', '5', 'seconds')]),
  ),
  // Cash-out (ADR 066): the margin off the fair value, in basis points, and the quote's life.
  'sportsbook.cashoutmargin': p(int(0, 2_000), 'down', '500', null),
  'sportsbook.cashoutquoteseconds': p(int(2, 30), 'up', '5', 'seconds'),
  // Turkish coupon rules: the misli cap, and MBS per sport (a market's or tournament's own wins).
  'sportsbook.maxmisli': p(int(1, MAX_MISLI), 'up', '50', 'count'),
  ...Object.fromEntries(SPORTS.map((s) => [`sportsbook.mbs.${s}`, p(int(1, 20), 'down', '1', 'count')])),
  // Early payout (ADR 075): the goal lead that wins a pre-match 1X2 leg at once; 0 = off. A lower
  // lead costs the house, a higher one (or 0) takes a published rule from the players: any change
  // is four-eyes.
  'sportsbook.earlypayout.soccer': p(int(0, 10), 'any', '2', 'count'),
  // The same for basketball's winner (incl. overtime), a lead in points.
  'sportsbook.earlypayout.basketball': p(int(0, 60), 'any', '20', 'count'),
  // Desk voids (ADR 079): at or above this stake or payout a void waits for a second person.
  'sportsbook.void.approvalminor': p(int(0, 1_000_000), 'up', '1000', 'lira'),
  // Obvious-error voids (ADR 087): how long after its settlement a bet may be voided as one.
  'sportsbook.obviouserror.hours': p(int(1, 720), 'up', '72', 'hours'),
  // Manual grades and market voids (ADR 083): at or above this open stake on the lines, four eyes.
  'sportsbook.settle.approvalminor': p(int(0, 1_000_000_000), 'up', '10000', 'lira'),
  chatscripturl: p({ type: 'string', max: 500, pattern: 'url' }, 'any', '', null),
};

export const POLICY_OPTION_KEYS: readonly string[] = Object.keys(POLICY_OPTIONS);

export function isPolicyOption(key: string): boolean {
  return Object.hasOwn(POLICY_OPTIONS, key.toLowerCase());
}

type Setting = { value: string; status: boolean };
/** What the server reads: the stored value when enabled and not empty, else the reader's fallback. */
const effective = (o: PolicyOption, s: Setting | null) =>
  s?.status && s.value !== '' ? s.value : o.fallback;

/**
 * Whether going from `before` to `after` weakens the control (four-eyes) or not (at once).
 * Disabling an option moves it to its fallback, so it is judged like any other change.
 */
export function policyChangeLoosens(key: string, before: Setting | null, after: Setting): boolean {
  const o = POLICY_OPTIONS[key.toLowerCase()];
  if (!o) return false;
  const [from, to] = [effective(o, before), effective(o, after)];
  if (o.loosens === 'never' || from === to) return false;
  // Back to an empty fallback (no chat script at all) weakens nothing.
  if (o.loosens === 'any') return to !== '';
  const [a, b] = [Number(from), Number(to)];
  if (!Number.isFinite(a) || !Number.isFinite(b)) return true;
  return o.loosens === 'up' ? b > a : b < a;
}
