import { describe, expect, it } from 'vitest';
import { localDay } from './windows.ts';

/** localDay keeps its last answer for the UTC minute it holds for (docs/decisions/096-cash-out-cost-and-live-bet-stops.md). */
describe('localDay', () => {
  it('turns at local midnight, also when asked again within the minute before it', () => {
    const tz = 'Europe/Istanbul'; // UTC+3: local midnight is 21:00 UTC
    expect(localDay(tz, new Date('2026-12-07T20:59:00.000Z'))).toBe('2026-12-07');
    expect(localDay(tz, new Date('2026-12-07T20:59:59.999Z'))).toBe('2026-12-07');
    expect(localDay(tz, new Date('2026-12-07T21:00:00.000Z'))).toBe('2026-12-08');
    expect(localDay(tz, new Date('2026-12-07T20:59:30.000Z'))).toBe('2026-12-07');
  });

  it('answers each time zone for itself', () => {
    const at = new Date('2026-12-07T22:30:00.000Z');
    expect(localDay('Europe/Istanbul', at)).toBe('2026-12-08');
    expect(localDay('Europe/London', at)).toBe('2026-12-07');
    expect(localDay('Asia/Kolkata', at)).toBe('2026-12-08'); // UTC+5:30, 04:00 the next day
    expect(localDay('America/St_Johns', new Date('2026-12-08T03:29:00.000Z'))).toBe('2026-12-07'); // UTC-3:30
    expect(localDay('America/St_Johns', new Date('2026-12-08T03:30:00.000Z'))).toBe('2026-12-08');
  });
});
