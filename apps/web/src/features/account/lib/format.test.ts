import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from '@/lib/format';
import { formatPhone, nationalPhone } from './format';

describe('account formatting', () => {
  it('shows a Turkish number with its prefix in groups', () => {
    expect(formatPhone('905321234567')).toBe('+90 532 123 45 67');
    expect(nationalPhone('905321234567')).toBe('5321234567');
  });

  it('leaves a foreign number whole', () => {
    expect(formatPhone('4915112345678')).toBe('+4915112345678');
    expect(nationalPhone('4915112345678')).toBe('4915112345678');
  });

  it('shows a birth date in the player language without shifting the day', () => {
    expect(formatCalendarDate('1990-04-23', 'tr')).toBe('23 Nisan 1990');
    expect(formatCalendarDate('1990-04-23', 'en')).toBe('23 April 1990');
  });
});
