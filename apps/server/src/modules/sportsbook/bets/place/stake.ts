import { type Transaction, sql } from 'kysely';
import type { Database } from '../../../../db/database.ts';
import { AppError } from '../../../../lib/app-error.ts';
import {
  ensurePlayerAccount,
  ensureSystemAccount,
  playerAccountKey,
  postTransfers,
  systemAccountKey,
  type TransferSpec,
  transferId,
} from '../../../../core/ledger/index.ts';
import {
  type LimitAlert,
  guardStake,
  guardStakeWithFacts,
  type UsageUpsert,
  factsOfRow,
  playFactsColumn,
} from '../../../../core/protection/index.ts';
import {
  splitStake,
  hasSportsRules,
  sportsBonusQuery,
  type ActiveBonus,
  lockActiveBonus,
} from '../../../../core/bonus/index.ts';
import type { PlayerLimits } from '../../trading/limits-repository.ts';

/** The house account holding the stakes of open and pending bets (invariant S1). */
export const OPEN_BETS = ['sportsbook', 'open-bets'] as const;

export type StakeAccounts = {
  player: bigint;
  available: bigint;
  openBets: bigint;
  /** Player protection's facts (core/protection/play-facts.ts), read by the lock's statement at `at`. */
  playFacts?: { row: string; at: Date };
  /** The player's own sports limits, read by the same statement with the facts; absent without a row. */
  playerLimits?: PlayerLimits;
};

/**
 * Locks the player's cash account in the placement transaction (after the bonus, if any), as the
 * casino wallet does (lockPlayerBalance): one player's bets then run one after another, so the
 * balance, the per-event stake and the idempotency check read what the previous bet committed.
 *
 * With `unlessSportsBonus` the same statement first asks whether the customer has an active
 * bonus with sports rules, and then locks nothing and answers `sportsBonus`: the bonus row must
 * be locked first (ADR 012), so the caller does that and calls again without the option. Most
 * players have none, and their placement spends no round trip on it.
 *
 * With `factsAt` the statement also reads player protection's facts as of that time, which
 * debitStake then checks without a read of its own (docs/decisions/037-bet-placement-speed.md).
 */
export async function lockStakeAccounts(
  trx: Transaction<Database>,
  customerId: bigint,
  currency: string,
  opts?: { factsAt?: Date },
): Promise<StakeAccounts>;
export async function lockStakeAccounts(
  trx: Transaction<Database>,
  customerId: bigint,
  currency: string,
  opts: { unlessSportsBonus: true; factsAt?: Date },
): Promise<StakeAccounts | 'sportsBonus'>;
export async function lockStakeAccounts(
  trx: Transaction<Database>,
  customerId: bigint,
  currency: string,
  opts: { unlessSportsBonus?: boolean; factsAt?: Date } = {},
): Promise<StakeAccounts | 'sportsBonus'> {
  const openBets = systemAccountKey(...OPEN_BETS, currency);
  const bonus = opts.unlessSportsBonus ? sportsBonusQuery(trx, customerId) : null;
  const at = opts.factsAt;
  const facts = at ? playFactsColumn(customerId, at) : sql`null::text`;
  // The player's limits ride with the facts: no round trip of their own (docs/decisions/079-...).
  const own = (column: string) =>
    at
      ? sql`(select ${sql.ref(column)} from sb_customer_limits where customer_id = ${customerId})`
      : sql`null`;
  const lock = () =>
    sql<{
      id: bigint | null;
      available: bigint | null;
      open_bets: bigint | null;
      sports_bonus: boolean;
      play_facts: string | null;
      stake_factor: number | null;
      max_payout: bigint | null;
      sharp: boolean | null;
    }>`
    with acct as (
      select id, credits_posted - debits_posted - debits_pending as available
      from ledger_account where key = ${playerAccountKey(customerId, currency)}
        ${bonus ? sql`and not exists (${bonus})` : sql``}
      for update)
    select (select id from acct) as id, (select available from acct) as available,
      (select h.id from ledger_account h where h.key = ${openBets}) as open_bets,
      ${bonus ? sql`exists (${bonus})` : sql`false`} as sports_bonus, ${facts} as play_facts,
      ${own('stake_factor')} as stake_factor, ${own('max_payout')} as max_payout, ${own('sharp')} as sharp`.execute(
      trx,
    );
  let { rows } = await lock();
  if (rows[0]?.sports_bonus) return 'sportsBonus';
  if (rows[0]?.id == null || rows[0].open_bets == null) {
    await ensurePlayerAccount(trx, customerId, currency);
    await ensureSystemAccount(trx, ...OPEN_BETS, currency);
    ({ rows } = await lock());
    if (rows[0]?.sports_bonus) return 'sportsBonus';
  }
  const row = rows[0]!;
  return {
    player: BigInt(row.id!),
    available: BigInt(row.available!),
    openBets: BigInt(row.open_bets!),
    ...(at && row.play_facts !== null ? { playFacts: { row: row.play_facts, at } } : {}),
    ...(row.stake_factor != null
      ? {
          playerLimits: {
            stakeFactor: Number(row.stake_factor),
            maxPayout: row.max_payout == null ? null : BigInt(row.max_payout),
            sharp: row.sharp === true,
          },
        }
      : {}),
  };
}

export const stakeTransferId = (betId: string) => transferId('sportsbook', 'stake', betId);
/** The bonus part of a stake (docs/decisions/012-bonuses.md, "Sports bets"). */
export const bonusStakeTransferId = (betId: string) => transferId('sportsbook', 'stake-bonus', betId);

/**
 * The customer's active bonus, its row and ledger account locked, when its definition has sports
 * rules; undefined otherwise. Called before lockStakeAccounts: the bonus row comes first in the
 * lock order, then ledger accounts (ADR 012), as in the casino wallet.
 */
export async function lockStakeBonus(
  trx: Transaction<Database>,
  customerId: bigint,
  currency: string,
): Promise<ActiveBonus | undefined> {
  const bonus = await lockActiveBonus(trx, customerId, currency);
  return bonus && hasSportsRules(bonus.sports) ? bonus : undefined;
}

/**
 * How the stake is paid: cash first, then the bonus balance when the bonus allows sports stakes
 * (core/bonus/spending.ts, the casino's rule). NOT_ENOUGH_MONEY when both together fall short.
 */
export function stakeSplit(
  accounts: StakeAccounts,
  bonus: ActiveBonus | undefined,
  amount: bigint,
): { cash: bigint; bonus: bigint } {
  const spendable = bonus?.sports.stake ? bonus.available : 0n;
  if (accounts.available + spendable < amount) throw new AppError('NOT_ENOUGH_MONEY');
  return splitStake(amount, accounts.available);
}

/**
 * The one place a sports stake leaves the player, inside the placement transaction with the
 * player's accounts locked (lockStakeBonus, lockStakeAccounts). Player protection (play blocks,
 * wager and loss limits: docs/decisions/024-player-protection.md) is checked here on the whole
 * stake, cash and bonus together, inside the same transaction, so no path books a stake around
 * it. Returns the limits' 80 % alerts to push after the commit.
 *
 * One posting per part: cash -> open-bets, then the bonus account -> open-bets (`split` from
 * stakeSplit). A live bet's parts are pending transfers (holds) until the bet delay decides it.
 * `post` writes them: by default on their own; the placement sends them inside the bet's own
 * statement (docs/decisions/037-bet-placement-speed.md), every tracked account locked already.
 * With the facts read by lockStakeAccounts, the check reads nothing more for a player without
 * wager or loss limits, and the stake's count goes to `post` as `usage` for the same statement.
 */
export async function debitStake(
  trx: Transaction<Database>,
  accounts: StakeAccounts,
  bet: { id: string; customerId: bigint; amount: bigint; currency: string; live: boolean },
  split: { cash: bigint; bonus: bigint } = { cash: bet.amount, bonus: 0n },
  bonus?: ActiveBonus,
  post: (legs: TransferSpec[], usage?: UsageUpsert) => Promise<unknown> = async (legs, usage) => {
    await usage?.execute();
    await postTransfers(trx, legs, { locked: true });
  },
): Promise<LimitAlert[]> {
  if (split.cash + split.bonus !== bet.amount || split.cash > accounts.available)
    throw new AppError('NOT_ENOUGH_MONEY');
  if (split.bonus > 0n && !(bonus?.sports.stake && split.bonus <= bonus.available))
    throw new AppError('NOT_ENOUGH_MONEY');
  const stake = { ...bet, source: 'sportsbook' as const };
  let alerts: LimitAlert[];
  let usage: UsageUpsert | undefined;
  if (accounts.playFacts) {
    const facts = await factsOfRow(trx, bet.customerId, accounts.playFacts.at, accounts.playFacts.row);
    ({ alerts, count: usage } = await guardStakeWithFacts(trx, stake, facts));
  } else {
    alerts = await guardStake(trx, stake);
  }
  const legs = stakeLegs(accounts, bet, split, bonus);
  // The player's rows are locked already (cash, and the bonus account by lockActiveBonus);
  // open-bets is untracked (never locked).
  await post(legs, usage);
  return alerts;
}

/** The stake's ledger transfers: cash -> open-bets, then bonus -> open-bets (holds for a live bet). */
export function stakeLegs(
  accounts: Pick<StakeAccounts, 'player' | 'openBets'>,
  bet: { id: string; currency: string; live: boolean },
  split: { cash: bigint; bonus: bigint },
  bonus?: ActiveBonus,
): TransferSpec[] {
  const phase = bet.live ? ('pending' as const) : ('posted' as const);
  const leg = (
    id: string,
    debit: bigint,
    amount: bigint,
    code: string,
    metadata: Record<string, string>,
  ): TransferSpec => ({
    id,
    debit,
    credit: accounts.openBets,
    amount,
    currency: bet.currency,
    code,
    phase,
    metadata,
  });
  const legs: TransferSpec[] = [];
  if (split.cash > 0n)
    legs.push(leg(stakeTransferId(bet.id), accounts.player, split.cash, 'sports_bet', { betId: bet.id }));
  if (split.bonus > 0n && bonus) {
    legs.push(
      leg(bonusStakeTransferId(bet.id), bonus.account, split.bonus, 'sports_bet_bonus', {
        betId: bet.id,
        customerBonusId: String(bonus.id),
      }),
    );
  }
  return legs;
}
