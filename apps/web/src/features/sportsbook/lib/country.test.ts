import { describe, expect, it } from 'vitest';
import { countryLabel } from './country';

describe('countryLabel', () => {
  it('names the feed codes in the page language', () => {
    expect(countryLabel('tr', 'tr')).toBe('Türkiye');
    expect(countryLabel('tr', 'en')).toMatch(/^T(urkey|ürkiye)$/);
    expect(countryLabel('gb-eng', 'tr')).toBe('İngiltere');
    expect(countryLabel('int', 'en')).toBe('International');
    expect(countryLabel('it', 'tr')).toBe('İtalya');
  });
});
