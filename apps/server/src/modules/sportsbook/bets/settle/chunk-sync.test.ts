import { describe, expect, it } from 'vitest';
import { betRow } from './bet-row.test-kit.ts';
import type { ChunkLeg } from './chunk-read.ts';
import { syncChunk } from './chunk-sync.ts';
import type { LineFacts } from './line-facts.ts';

const LINE = { eventId: 'sr:match:1', marketId: 1, specifiers: '' };
const bet = (id: string) => betRow({ id });
const leg = (betId: string, o: Partial<ChunkLeg> = {}): ChunkLeg => ({
  bet_id: betId,
  leg_no: 1,
  outcome_id: '1',
  odds_milli: 2000,
  result: 'open',
  void_factor: null,
  dead_heat_factor: null,
  event_id: LINE.eventId,
  market_id: LINE.marketId,
  specifiers: LINE.specifiers,
  banker: false,
  version: null,
  ...o,
});
const homeWon: LineFacts = {
  version: 3,
  results: [{ generation: 1, outcomes: [{ id: '1', result: 1 }] }] as LineFacts['results'],
  cancels: [],
};

describe('syncChunk', () => {
  it('brings a leg on the line to its facts and moves its bet to the settlement they give', () => {
    const legs = [leg('a')];
    const sync = syncChunk(LINE, homeWon, [bet('a')], legs);
    expect(sync.legUpdates).toEqual([
      { bet_id: 'a', leg_no: 1, result: 'won', void_factor: '0', dead_heat_factor: null },
    ]);
    expect(sync.synced).toEqual([{ bet_id: 'a', leg_no: 1 }]);
    expect(sync.moving.map((m) => [m.bet.id, m.target?.status, m.target?.payout])).toEqual([
      ['a', 'won', 2_000n],
    ]);
    // The rows read stay as read: the plan works on copies.
    expect(legs[0]!.result).toBe('open');
  });

  it('skips a bet whose legs on the line applied this version already, and legs of other lines', () => {
    const current = leg('a', { version: 3 });
    const elsewhere = leg('b', { market_id: 18 });
    const sync = syncChunk(LINE, homeWon, [bet('a'), bet('b')], [current, elsewhere]);
    expect(sync).toEqual({ legUpdates: [], synced: [], moving: [] });
  });
});
