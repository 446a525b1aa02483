import type { Transaction } from 'kysely';
import type { Database } from '../../../../db/database.ts';
import { clock } from '../../../../lib/clock.ts';
import { recordWins } from '../../../../core/protection/index.ts';
import { lockBonusesIfActive } from '../../../../core/bonus/index.ts';
import type { AfterCommit } from '../../../../lib/after-commit.ts';
import type { MarketLineKey } from '../../settlement-sink.ts';
import type { BetRow } from './bet-target.ts';
import type { SettleAccounts } from './postings.ts';
import { lockPlayers } from './players.ts';
import { type NotifyWithin, countWagering } from './bonus-wagering.ts';
import { writeChunk } from './chunk-writes.ts';
import { collectFromWins } from './collect-debts.ts';
import { type Changed, type LineOp, planChunk } from './chunk-plan.ts';
import { readChunk } from './chunk-read.ts';
import { type MovingBet, syncChunk } from './chunk-sync.ts';

export type { Changed, LineOp } from './chunk-plan.ts';
/** What a committed chunk pushes: bet states, the bonuses whose progress moved, stored notifications. */
export type ChunkResult = { changed: Changed[]; bonusIds: bigint[]; afterCommit: AfterCommit[] };
export type AccountsOf = (trx: Transaction<Database>, currency: string) => Promise<SettleAccounts>;

/**
 * One transaction's worth of a line: locks the bets (id order), brings the line's legs to the
 * line's current facts, and moves every bet whose recorded settlement differs from what its legs
 * now say: the old generation reversed, the new one posted (docs/decisions/022-...).
 * Bets another caller already brought to this version are skipped, so overlapping calls post once.
 */
export async function applyChunk(
  trx: Transaction<Database>,
  line: MarketLineKey,
  betIds: string[],
  op: LineOp,
  accountsOf: AccountsOf,
  notifyWithin?: NotifyWithin,
): Promise<ChunkResult> {
  const read = await readChunk(trx, line, betIds);
  if (!read) return { changed: [], bonusIds: [], afterCommit: [] };
  const { legUpdates, synced, moving } = syncChunk(line, read.facts, read.bets, read.legs);
  return moveBets(
    trx,
    moving,
    op,
    accountsOf,
    { legUpdates, synced, version: read.facts.version },
    notifyWithin,
  );
}

/**
 * Moves bets already locked (id order) to their targets: the old generation reversed, the new one
 * posted, with the legs' writes of the caller. The desk's void uses it with no leg writes
 * (docs/decisions/079-bet-voids-and-player-limits.md).
 */
export async function moveBets(
  trx: Transaction<Database>,
  moving: MovingBet[],
  op: LineOp,
  accountsOf: AccountsOf,
  legs: Pick<Parameters<typeof writeChunk>[1], 'legUpdates' | 'synced' | 'version'>,
  notifyWithin?: NotifyWithin,
): Promise<ChunkResult> {
  const locked = await lockMoving(trx, moving);
  const accounts = await accountsFor(trx, moving, accountsOf);
  const plan = planChunk({ moving, op, now: clock.now(), ...locked, accounts });
  await recordWins(trx, plan.wins);
  await writeChunk(trx, { ...legs, ...plan });
  await collectFromWins(trx, plan.credits);
  // After the transfers: a conversion then includes this chunk's bonus winnings.
  const afterCommit = await countWagering(trx, plan.tied, notifyWithin);
  return { changed: plan.changed, bonusIds: [...new Set(plan.tied.map((t) => t.bonusId))], afterCommit };
}

/** Lock order (ADR 012): the bets' bonus rows, then the players' cash and bonus accounts. */
async function lockMoving(trx: Transaction<Database>, moving: MovingBet[]) {
  const active = await lockBonusesIfActive(
    trx,
    moving.flatMap((m) => m.bet.customer_bonus_id ?? []),
  );
  const isActive = (bet: BetRow) => bet.customer_bonus_id !== null && active.has(bet.customer_bonus_id);
  return { active, held: await lockPlayers(trx, moving, isActive) };
}

/** The system accounts of each currency, asked in the bets' order (accountsOf caches them). */
async function accountsFor(trx: Transaction<Database>, moving: MovingBet[], accountsOf: AccountsOf) {
  const accounts = new Map<string, SettleAccounts>();
  for (const { bet } of moving)
    if (!accounts.has(bet.currency)) accounts.set(bet.currency, await accountsOf(trx, bet.currency));
  return accounts;
}
