import { describe, expect, it } from 'vitest';
import { formatNotificationTime, isoTime } from './format-time';

describe('notification times', () => {
  it('read the server time as UTC and show d.MMM.YY HH:MM with Turkish month names', () => {
    expect(formatNotificationTime('2026-11-22T14:05:00', 'tr', 'UTC')).toBe('22.Kas.26 14:05');
    expect(formatNotificationTime('2026-02-03T09:30:00', 'tr', 'UTC')).toBe('3.Şub.26 09:30');
    expect(formatNotificationTime('2026-08-31T00:00:00', 'tr', 'UTC')).toBe('31.Ağu.26 00:00');
  });

  it('use English month names in English', () => {
    expect(formatNotificationTime('2026-11-22T14:05:00', 'en', 'UTC')).toBe('22.Nov.26 14:05');
    expect(formatNotificationTime('2026-09-01T23:59:00', 'en', 'UTC')).toBe('1.Sep.26 23:59');
  });

  it("show the player's own time zone (Istanbul is UTC+3), across midnight", () => {
    expect(formatNotificationTime('2026-12-31T22:30:00', 'tr', 'Europe/Istanbul')).toBe('1.Oca.27 01:30');
    expect(formatNotificationTime('2026-12-31T22:30:00', 'en', 'Europe/Istanbul')).toBe('1.Jan.27 01:30');
  });

  it("append 'Z' only when the zone is missing, and show unreadable values as they are", () => {
    expect(isoTime('2026-11-22T14:05:00')).toBe('2026-11-22T14:05:00Z');
    expect(isoTime('2026-11-22T14:05:00Z')).toBe('2026-11-22T14:05:00Z');
    expect(formatNotificationTime('not a time', 'tr', 'UTC')).toBe('not a time');
  });
});
