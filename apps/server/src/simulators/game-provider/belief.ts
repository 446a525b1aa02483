/**
 * What the simulator believes it did to the operator's wallet, round by round: the aggregator's
 * own books. Reconciliation (docs/wallet-protocol.md §7, T4) compares this with the operator's records, so it
 * only counts answers the simulator actually received: a bet that got RS_OK, minus a bet it
 * later rolled back with RS_OK, and a win that got RS_OK. Amounts are kuruş.
 */
export type BeliefEntry = {
  transactionUuid: string;
  kind: 'bet' | 'win';
  amount: bigint;
  /** `refused`: a definite error; `rolledBack`: unknown outcome, then rolled back with RS_OK. */
  outcome: 'ok' | 'refused' | 'rolledBack' | 'stuck';
  status: string;
};

export type RoundBelief = {
  round: string;
  user: string;
  gameCode: string;
  entries: BeliefEntry[];
};

export type BeliefTotals = { debited: bigint; credited: bigint };

export function createBeliefLedger() {
  const rounds = new Map<string, RoundBelief>();
  return {
    record(round: string, user: string, gameCode: string, entry: BeliefEntry): void {
      let r = rounds.get(round);
      if (!r) rounds.set(round, (r = { round, user, gameCode, entries: [] }));
      r.entries.push(entry);
    },
    rounds(): ReadonlyMap<string, Readonly<RoundBelief>> {
      return rounds;
    },
    totals(round: string): BeliefTotals {
      const entries = rounds.get(round)?.entries ?? [];
      const sum = (kind: BeliefEntry['kind']) =>
        entries.filter((e) => e.kind === kind && e.outcome === 'ok').reduce((a, e) => a + e.amount, 0n);
      return { debited: sum('bet'), credited: sum('win') };
    },
  };
}

export type BeliefLedger = ReturnType<typeof createBeliefLedger>;
