import { describe, expect, it } from 'vitest';
import { percentSuffix } from './percent-suffix.ts';

describe('percentSuffix', () => {
  it('follows how Turkish reads the percentage', () => {
    const said = (n: number) => `%${n}'${percentSuffix(n)}`;
    expect([5, 10, 15, 20, 25, 30, 40, 50, 60, 70, 75, 80, 90, 100, 200].map(said)).toEqual([
      "%5'i",
      "%10'u",
      "%15'i",
      "%20'si",
      "%25'i",
      "%30'u",
      "%40'ı",
      "%50'si",
      "%60'ı",
      "%70'i",
      "%75'i",
      "%80'i",
      "%90'ı",
      "%100'ü",
      "%200'ü",
    ]);
  });
});
