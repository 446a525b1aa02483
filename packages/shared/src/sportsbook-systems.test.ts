import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from './errors.ts';
import { renderValidationMessage, ruleErrorCode } from './messages.ts';
import { MAX_LEGS, placeBetRequestSchema } from './sportsbook.ts';
import {
  MAX_SYSTEM_LEGS,
  NAMED_SYSTEMS,
  binomial,
  namedSystemOf,
  sizesOf,
  systemLines,
  validSystemSizes,
} from './sportsbook-systems.ts';

/** Brute force: count the k-subsets of n items by walking every bitmask. */
const bruteLines = (n: number, sizes: readonly number[]) => {
  let lines = 0;
  for (let mask = 1; mask < 1 << n; mask++) {
    const bits = mask.toString(2).replaceAll('0', '').length;
    if (sizes.includes(bits)) lines++;
  }
  return lines;
};

describe('system bets (shared)', () => {
  it('the named table: lines are the sum of the binomials and a brute-force count', () => {
    for (const s of NAMED_SYSTEMS) {
      expect(systemLines(s.selections, s.sizes), s.name).toBe(s.lines);
      expect(bruteLines(s.selections, s.sizes), s.name).toBe(s.lines);
      expect(validSystemSizes(s.selections, s.sizes), s.name).toBe(true);
      expect(namedSystemOf(s.selections, s.sizes)?.name).toBe(s.name);
    }
    expect(NAMED_SYSTEMS.map((s) => s.lines)).toEqual([4, 7, 11, 15, 26, 31, 57, 63, 120, 247]);
    expect(binomial(8, 3)).toBe(56);
    expect(binomial(4, 5)).toBe(0);
    expect(systemLines(4, [3])).toBe(4); // "sistem 3/4"
  });

  it('valid size sets: 1..n, ascending, distinct, not the plain multiple, at most 8 selections', () => {
    expect(validSystemSizes(3, [2])).toBe(true);
    expect(validSystemSizes(3, [1])).toBe(true); // three singles as one bet
    expect(validSystemSizes(3, [3])).toBe(false); // that is the treble (a multiple)
    expect(validSystemSizes(3, [3, 2])).toBe(false);
    expect(validSystemSizes(3, [2, 2])).toBe(false);
    expect(validSystemSizes(3, [0, 2])).toBe(false);
    expect(validSystemSizes(3, [2, 4])).toBe(false);
    expect(validSystemSizes(9, [2])).toBe(false);
    expect(validSystemSizes(3, [])).toBe(false);
    expect(namedSystemOf(4, [2, 3])).toBeUndefined();
  });

  it('the request takes {size} (older form) or {sizes, name}', () => {
    const base = {
      requestId: '5f7d1c2e-8a43-4b8e-9d7e-2a1b3c4d5e6f',
      kind: 'system',
      stake: 1,
      oddsChange: 'none',
      selections: [{ eventId: 'e', marketId: 1, specifiers: '', outcomeId: '1', odds: 2 }],
    };
    const size = placeBetRequestSchema.parse({ ...base, system: { size: 2 } });
    expect(sizesOf(size.system!)).toEqual([2]);
    const trixie = placeBetRequestSchema.parse({ ...base, system: { sizes: [2, 3], name: 'Trixie' } });
    expect(sizesOf(trixie.system!)).toEqual([2, 3]);
    expect(placeBetRequestSchema.safeParse({ ...base, system: { size: 2, sizes: [2] } }).success).toBe(false);
    expect(placeBetRequestSchema.safeParse({ ...base, system: { sizes: [] } }).success).toBe(false);
    expect(placeBetRequestSchema.safeParse({ ...base, system: { sizes: [9] } }).success).toBe(false);
  });
});

describe('placement request rules', () => {
  const leg = (i: number) => ({ eventId: `e${i}`, marketId: 1, specifiers: '', outcomeId: '1', odds: 1.5 });
  const body = (n: number, over: { requestId?: unknown } = {}) => ({
    requestId: '123e4567-e89b-42d3-a456-426614174000',
    ...over,
    kind: 'multiple',
    stake: 1,
    oddsChange: 'none',
    selections: Array.from({ length: n }, (_, i) => leg(i)),
  });

  it('more than MAX_LEGS selections breaks the rule coded TOO_MANY_LEGS; MAX_LEGS passes', () => {
    expect(placeBetRequestSchema.safeParse(body(MAX_LEGS)).success).toBe(true);
    const issue = placeBetRequestSchema.safeParse(body(MAX_LEGS + 1)).error?.issues[0];
    expect(issue).toMatchObject({ path: ['selections'], message: 'v.tooManyLegs', maximum: MAX_LEGS });
    expect(ruleErrorCode(issue!.message)).toBe('TOO_MANY_LEGS');
    expect(ruleErrorCode('v.required')).toBeUndefined();
    expect(ruleErrorCode('constructor')).toBeUndefined();
    expect(renderValidationMessage('v.tooManyLegs', 'tr', issue as never)).toBe(
      'En fazla 20 seçim olabilir.',
    );
  });

  it('the TOO_MANY_LEGS message names the real limits', () => {
    for (const text of Object.values(ERROR_MESSAGES.TOO_MANY_LEGS)) {
      expect(text).toContain(String(MAX_LEGS));
      expect(text).toContain(String(MAX_SYSTEM_LEGS));
    }
  });

  it.each([
    ['not-a-uuid', 'v.uuid'],
    [42, 'v.uuid'],
    ['', 'v.uuid'],
    [undefined, 'v.required'],
    [null, 'v.required'],
  ])('requestId %j: %s', (requestId, key) => {
    const issue = placeBetRequestSchema.safeParse(body(1, { requestId })).error?.issues[0];
    expect(issue).toMatchObject({ path: ['requestId'], message: key });
  });
});
