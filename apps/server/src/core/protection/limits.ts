import type { Kysely, Transaction } from 'kysely';
import { type LimitRefusal, type ProtectionEventDto, fromMinor } from '@lalebet/shared';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { assertPlayAllowed, blockError, blockFrom } from './exclusions.ts';
import { type PlayFacts, readPlayFacts } from './play-facts.ts';
import type { StaffQueue } from '../staff-queues.ts';
import { raiseFlag } from './flags.ts';
import { protectionPolicy } from './policy.ts';
import { assertJurisdictionAllowsPlay, assertJurisdictionFacts } from './swedish-rules.ts';
import { type ActiveLimit, activeLimits, lockUsageDay, stakeCount, usageOn, usedOf } from './usage.ts';
import { localDay } from './windows.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A limit reached 80 %: pushed to the player once the transaction has committed (docs/rules.md R16). */
export type LimitAlert = { customerId: bigint; event: Extract<ProtectionEventDto, { kind: 'limit' }> };

const REFUSAL = { deposit: 'DEPOSIT_LIMIT', loss: 'LOSS_LIMIT', wager: 'WAGER_LIMIT' } as const;
const ALERT_PERCENT = 80n;

/**
 * Refuses when `amount` would take the window past the limit (docs/rules.md R5 and R7: refused when
 * used + amount > limit); returns the alert when it crosses 80 % of it.
 */
function check(customerId: bigint, limit: ActiveLimit, used: bigint, amount: bigint): LimitAlert | null {
  const after = used + amount;
  const kind = limit.kind as keyof typeof REFUSAL;
  if (after > limit.value) {
    const left = limit.value - used > 0n ? limit.value - used : 0n;
    const data: LimitRefusal = {
      kind,
      period: limit.period,
      limit: fromMinor(limit.value),
      used: fromMinor(used),
      left: fromMinor(left),
    };
    throw new AppError(REFUSAL[kind], { data });
  }
  if (used * 100n >= ALERT_PERCENT * limit.value || after * 100n < ALERT_PERCENT * limit.value) return null;
  const percent = Number((after * 100n) / limit.value);
  return { customerId, event: { kind: 'limit', limit: kind, period: limit.period, percent } };
}

/** Checks every limit of `kinds` against today's windows, then flags those crossing 80 %. */
async function checkLimits(
  trx: Transaction<Database>,
  customerId: bigint,
  kinds: ('deposit' | 'loss' | 'wager')[],
  amount: bigint,
  source: string,
): Promise<{ day: string; alerts: LimitAlert[] }> {
  const { timeZone } = await protectionPolicy(trx);
  const day = localDay(timeZone, clock.now());
  await lockUsageDay(trx, customerId, day);
  const limits = await activeLimits(trx, customerId, kinds);
  const alerts: LimitAlert[] = [];
  if (!limits.length || amount <= 0n) return { day, alerts };
  const usage = await usageOn(trx, customerId, day);
  for (const limit of limits) {
    const alert = check(customerId, limit, usedOf(limit.kind, usage[limit.period]), amount);
    if (alert) alerts.push(alert);
  }
  await flagAlerts(trx, customerId, alerts, source);
  return { day, alerts };
}

/** A weak limit_80 flag for each alert, for staff. */
async function flagAlerts(
  trx: Transaction<Database>,
  customerId: bigint,
  alerts: readonly LimitAlert[],
  source: string,
): Promise<void> {
  for (const { event } of alerts) {
    await raiseFlag(trx, {
      customerId,
      kind: 'limit_80',
      severity: 'weak',
      details: { limit: event.limit, period: event.period, percent: event.percent, source },
    });
  }
}

/**
 * Stake guard (docs/decisions/024-player-protection.md): called inside the debit's transaction
 * after the player's balance row is locked, by the casino wallet's bet and the sportsbook's
 * stake. Checks play blocks (exclusions.ts) and the wager and loss limits, then counts the stake
 * in the player's usage. Throws AppError WAGER_LIMIT / LOSS_LIMIT (data: LimitRefusal) or the
 * block's code. Returns the 80 % alerts to push after the commit (pushLimitAlerts).
 *
 * One round trip for a player without wager or loss limits, four with them
 * (docs/decisions/037-bet-placement-speed.md): the facts in one read (play-facts.ts), which also
 * counts the stake when no wager or loss limit exists (taken back if a block then refuses it).
 * With limits the usage row is locked first and the windows read under the lock, so concurrent
 * stakes and deposits of the player check and count one at a time. A refusal leaves the usage as
 * it was (the casino commits its refused round).
 */
export async function guardStake(
  trx: Transaction<Database>,
  stake: { customerId: bigint; currency: string; amount: bigint; source: 'casino' | 'sportsbook' },
): Promise<LimitAlert[]> {
  const { customerId, amount } = stake;
  const now = clock.now();
  const { timeZone } = await protectionPolicy(trx);
  const day = localDay(timeZone, now);
  const facts = await readPlayFacts(trx, customerId, now, amount > 0n ? { day, amount } : undefined);
  try {
    refuseBlockedPlay(facts, now);
  } catch (err) {
    if (facts.counted) await countStake(trx, customerId, day, -amount);
    throw err;
  }
  if (facts.counted) return [];
  return checkAndCount(trx, stake, facts, day);
}

/** Throws the play block's error, or the jurisdiction's, that the facts show. */
function refuseBlockedPlay(facts: PlayFacts, now: Date): void {
  const block = blockFrom(facts, now);
  if (block) throw blockError(block);
  if (facts.country !== null) assertJurisdictionFacts(facts.country, facts.kyc, facts.hasDepositLimit);
  // docs/rules.md R19 on the server: no stake once the interval has passed without an acknowledgement
  // (docs/decisions/046-protection-gaps.md); the web answers it with the reality-check dialog.
  if (facts.realityDue) throw new AppError('REALITY_CHECK_DUE');
}

/**
 * guardStake with the facts read earlier in the transaction, for a caller whose opening read
 * carries them (the casino bet: modules/game-wallet/bet-open.repository.ts). They were read
 * after the bet's advisory lock but before its balance lock; the usage they leave out is read
 * under the usage row's lock as in guardStake. Without a wager or loss limit the stake's count
 * is returned unexecuted for the caller's own insert (one round trip fewer); nothing is counted
 * when a block refuses.
 */
export async function guardStakeWithFacts(
  trx: Transaction<Database>,
  stake: { customerId: bigint; currency: string; amount: bigint; source: 'casino' | 'sportsbook' },
  facts: PlayFacts,
) {
  const now = clock.now();
  refuseBlockedPlay(facts, now);
  const { timeZone } = await protectionPolicy(trx);
  const day = localDay(timeZone, now);
  if (!facts.limits.length && stake.amount > 0n) {
    return { alerts: [] as LimitAlert[], count: stakeCount(trx, stake.customerId, day, stake.amount) };
  }
  return { alerts: await checkAndCount(trx, stake, facts, day) };
}

/** The limits' check under the usage row's lock, then the stake's count. */
async function checkAndCount(
  trx: Transaction<Database>,
  stake: { customerId: bigint; amount: bigint; source: 'casino' | 'sportsbook' },
  facts: PlayFacts,
  day: string,
): Promise<LimitAlert[]> {
  const { customerId, amount } = stake;
  if (!facts.limits.length || amount <= 0n) {
    if (amount > 0n) await countStake(trx, customerId, day, amount);
    else await lockUsageDay(trx, customerId, day);
    return [];
  }
  await lockUsageDay(trx, customerId, day);
  const usage = await usageOn(trx, customerId, day, { deposits: false });
  const alerts: LimitAlert[] = [];
  for (const limit of facts.limits) {
    const alert = check(customerId, limit, usedOf(limit.kind, usage[limit.period]), amount);
    if (alert) alerts.push(alert);
  }
  await flagAlerts(trx, customerId, alerts, stake.source);
  await countStake(trx, customerId, day, amount);
  return alerts;
}

/** Adds a stake to the customer's usage row of `day`, creating the row. */
async function countStake(trx: Transaction<Database>, customerId: bigint, day: string, amount: bigint) {
  await stakeCount(trx, customerId, day, amount).execute();
}

/**
 * Counts wins (or refunds: a rollback, a refused or void bet) against the loss window of the day
 * they are paid. Never refuses. A negative amount takes back a win (a corrected settlement).
 */
export async function recordWins(
  trx: Transaction<Database>,
  wins: { customerId: bigint; currency: string; amount: bigint }[],
): Promise<void> {
  await (await winsUsage(trx, wins))?.execute();
}

/**
 * recordWins's upsert, unexecuted, for a caller that sends it inside a statement of its own
 * (the casino win's insert: one round trip fewer while the player's row is locked); undefined
 * when there is nothing to count.
 */
export async function winsUsage(
  trx: Transaction<Database>,
  wins: { customerId: bigint; currency: string; amount: bigint }[],
) {
  const byCustomer = new Map<bigint, bigint>();
  for (const w of wins)
    if (w.amount !== 0n) byCustomer.set(w.customerId, (byCustomer.get(w.customerId) ?? 0n) + w.amount);
  // In customer order: a settlement's many rows lock in the order concurrent writers use.
  const rows = [...byCustomer]
    .filter(([, amount]) => amount !== 0n)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (!rows.length) return undefined;
  const { timeZone } = await protectionPolicy(trx);
  const day = localDay(timeZone, clock.now());
  return trx
    .insertInto('rg_usage_day')
    .values(rows.map(([customer_id, wins]) => ({ customer_id, day, wins })))
    .onConflict((oc) =>
      oc
        .columns(['customer_id', 'day'])
        .doUpdateSet((eb) => ({ wins: eb('rg_usage_day.wins', '+', eb.ref('excluded.wins')) })),
    );
}

/** Counts a win (or a rollback's refund) against the loss window. Never refuses. */
export async function recordWin(
  trx: Transaction<Database>,
  win: { customerId: bigint; currency: string; amount: bigint },
): Promise<void> {
  await recordWins(trx, [win]);
}

/**
 * Deposit initiation: refuses (DEPOSIT_LIMIT, data LimitRefusal) before the gateway is called
 * when the amount would pass any deposit limit, counting confirmed deposits and live
 * reservations of the windows (docs/rules.md R4-R6); otherwise reserves the amount under `reference` (the
 * payment's id), in the same transaction as the check, so concurrent initiations queue on the
 * customer's usage row and never pass the limit together. Returns the 80 % alerts.
 */
export async function reserveDeposit(
  db: Db,
  deposit: { customerId: bigint; currency: string; amount: bigint; reference: string },
): Promise<LimitAlert[]> {
  const run = async (trx: Transaction<Database>) => {
    await assertPlayAllowed(trx, deposit.customerId);
    await assertJurisdictionAllowsPlay(trx, deposit.customerId);
    const { day, alerts } = await checkLimits(
      trx,
      deposit.customerId,
      ['deposit'],
      deposit.amount,
      'deposit',
    );
    await trx
      .insertInto('rg_deposit_reservation')
      .values({
        reference: deposit.reference,
        customer_id: deposit.customerId,
        day,
        amount: deposit.amount,
        status: 'live',
        created_at: clock.now(),
      })
      .execute();
    return alerts;
  };
  return db.isTransaction ? run(db as Transaction<Database>) : db.transaction().execute(run);
}

/**
 * The payment ended: a confirmed deposit keeps counting in the window it was reserved in (even
 * when the money arrived after an expiry), a failed or expired one frees the amount. A withdrawal
 * never restores headroom (docs/rules.md R4): nothing here is called for one.
 */
export async function settleDepositReservation(
  db: Db,
  reference: string,
  outcome: 'confirmed' | 'released',
): Promise<void> {
  let q = db
    .updateTable('rg_deposit_reservation')
    .set({ status: outcome, settled_at: clock.now() })
    .where('reference', '=', reference);
  if (outcome === 'released') q = q.where('status', '=', 'live');
  await q.execute();
}

/** The after-commit pushes of 80 % alerts, through any notifier with a `protection` push. */
export function pushLimitAlerts(
  notifier: {
    protection(customerId: bigint, event: ProtectionEventDto): Promise<void>;
    /** Each alert raised a limit_80 flag: the back office's flag queue changed (core/staff-queues.ts). */
    staffQueue?(queue: StaffQueue): Promise<void>;
  },
  alerts: readonly LimitAlert[],
): (() => Promise<void>)[] {
  const pushes = alerts.map((a) => () => notifier.protection(a.customerId, a.event));
  const staff = notifier.staffQueue?.bind(notifier);
  return alerts.length && staff ? [...pushes, () => staff('protectionFlags')] : pushes;
}
