import type { BetStateDto, BonusProgressDto, ProtectionEventDto } from '@lalebet/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database.ts';
import type { Catalogue } from '../../catalogue.ts';
import type { StaffQueue } from '../../../../core/staff-queues.ts';
import type { NotifyWithin } from '../settle/bonus-wagering.ts';
import type { CustomBetService } from '../../builder/custom-bet.port.ts';

/**
 * What the sportsbook tells a signed-in customer, after the commit: the bet's new state (hub
 * command `Bet`) and the balance (`Balance`). app.ts builds it from app.notifier and app.hub
 * (see hubBetsNotifier).
 */
export type BetsNotifier = {
  balanceChanged(customerId: bigint): Promise<void>;
  betChanged(customerId: bigint, bet: BetStateDto): Promise<void>;
  /** A protection limit reached 80 % (docs/decisions/024-player-protection.md). */
  protection?(customerId: bigint, event: ProtectionEventDto): Promise<void>;
  /** A back-office work queue changed (an 80 % alert raised a flag): core/staff-queues.ts. */
  staffQueue?(queue: StaffQueue): Promise<void>;
  /** Settlement of bets tied to a bonus (ADR 012): its wagering moved. */
  bonusProgress?(customerId: bigint, progress: BonusProgressDto): Promise<void>;
  /** Settlement: stores the "wagering complete" notification in the chunk's transaction. */
  notifyWithin?: NotifyWithin;
};

export type BetsCtx = {
  db: Kysely<Database>;
  catalogue: Catalogue;
  notifier: BetsNotifier;
  log: FastifyBaseLogger;
  /** Prices builder bets (docs/decisions/072-bet-builder.md); absent: BUILDER_UNAVAILABLE. */
  customBet?: CustomBetService;
};

/** Fire and forget: a lost push only means the slip or header updates on the next read. */
export function pushAfterCommit(
  ctx: BetsCtx,
  customerId: bigint,
  bet: BetStateDto,
  balance: boolean,
  alerts: readonly { customerId: bigint; event: ProtectionEventDto }[] = [],
): void {
  const warn = (err: unknown) => ctx.log.warn({ err }, 'sportsbook: push failed');
  ctx.notifier.betChanged(customerId, bet).catch(warn);
  if (balance) ctx.notifier.balanceChanged(customerId).catch(warn);
  for (const a of alerts) ctx.notifier.protection?.(a.customerId, a.event).catch(warn);
  // Each alert raised a limit_80 flag with the stake (core/protection/limits.ts).
  if (alerts.length) ctx.notifier.staffQueue?.('protectionFlags').catch(warn);
}
