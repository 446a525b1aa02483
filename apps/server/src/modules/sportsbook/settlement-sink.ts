import type { OutcomeResult } from '../../lib/feed/envelope.ts';

/**
 * How the feed adapter hands results to the bets (docs/decisions/021-sportsbook-engine.md). The
 * adapter decides generations (inbox, certainty 1 then 2, rollbacks); the sink moves money and
 * bet states, idempotently per (line, generation): calling it twice with the same arguments is a
 * no-op the second time.
 */
export type MarketLineKey = { eventId: string; marketId: number; specifiers: string };

/** An event's score as the feed last reported it (goals in football). */
export type EventScore = { eventId: string; sport: string; home: number; away: number };

export interface SettlementSink {
  /**
   * Results of one line, generation g (1, 2, ...). A g already applied is a no-op. `voidReason`:
   * the message's UOF void reason for the line, kept to show players why a leg was void; it
   * never changes what a leg pays (docs/sportsbook.md §6.7).
   */
  settle(
    line: MarketLineKey,
    generation: number,
    outcomes: OutcomeResult[],
    voidReason?: number,
  ): Promise<void>;
  /** Undo generation g's settlement of the line (compensating postings); bets reopen. */
  rollbackSettlement(line: MarketLineKey, generation: number): Promise<void>;
  /**
   * Legs on the line placed in [from, to) (ms; null = open end) become void (factor 1).
   * `cancelId` names the cancel for idempotency and for its rollback; `voidReason` as for `settle`.
   */
  cancel(
    line: MarketLineKey,
    cancelId: string,
    from: number | null,
    to: number | null,
    voidReason?: number,
  ): Promise<void>;
  rollbackCancel(line: MarketLineKey, cancelId: string): Promise<void>;
  /**
   * The score moved (docs/decisions/075-early-payout.md): legs the operator's early-payout rule
   * now decides are won and their bets settled. Repeating a score pays nothing twice.
   */
  scoreChanged?(score: EventScore): Promise<void>;
}
