import type { OddsDelta } from '@lalebet/shared/notifications-hub';
import { describe, expect, it } from 'vitest';
import type { SlipSelection } from './slip-store';
import { slipChanges } from './use-slip-odds';

const selection = (over: Partial<SlipSelection> = {}): SlipSelection => ({
  eventId: 'sr:match:1',
  marketId: 1,
  specifiers: '',
  outcomeId: '1',
  odds: 2.1,
  eventName: 'A - B',
  marketName: '1X2',
  outcomeName: '1',
  live: false,
  active: true,
  ...over,
});

const delta = (status: string, outcomes: { id: string; odds: number; active: boolean }[]): OddsDelta => ({
  eventId: 'sr:match:1',
  status: 'not_started',
  live: null,
  markets: [{ id: 1, specifiers: '', status, version: 2, outcomes }],
});

describe('slipChanges', () => {
  it('marks a selection suspended when its market is, and active again when it reopens', () => {
    const s = selection();
    const suspended = slipChanges([s], delta('suspended', [{ id: '1', odds: 2.1, active: true }]));
    expect(suspended).toEqual([{ ...s, active: false, odds: 2.1 }]);
    const back = slipChanges(
      [{ ...s, active: false }],
      delta('active', [{ id: '1', odds: 2.2, active: true }]),
    );
    expect(back).toEqual([{ ...s, active: true, odds: 2.2 }]);
  });

  it('leaves other events, other lines and unchanged selections alone', () => {
    const same = delta('active', [{ id: '1', odds: 2.1, active: true }]);
    expect(slipChanges([selection()], same)).toEqual([]);
    expect(slipChanges([selection({ eventId: 'sr:match:2' })], same)).toEqual([]);
    expect(slipChanges([selection({ specifiers: 'total=2.5' })], same)).toEqual([]);
    expect(slipChanges([selection({ outcomeId: '2' })], same)).toEqual([]);
  });

  it('follows an outcome closed inside an open market', () => {
    const closed = delta('active', [{ id: '1', odds: 2.1, active: false }]);
    expect(slipChanges([selection()], closed)).toEqual([{ ...selection(), active: false }]);
  });
});
