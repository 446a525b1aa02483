import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isValidationKey } from '../packages/shared/src/messages.ts';

const SHARED = new URL('../packages/shared/src/', import.meta.url);

/** docs/decisions/003-api-envelope-and-error-codes.md: a form error is a `v.*` key with tr and en text. */
describe('validation keys in the shared schemas', () => {
  it('names only keys with a message in both languages: an unknown key would reach players raw', () => {
    const used = new Set<string>();
    for (const file of readdirSync(SHARED).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const text = readFileSync(new URL(file, SHARED), 'utf8');
      for (const m of text.matchAll(/error: '(v\.[A-Za-z]+)'/g)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((k) => !isValidationKey(k))).toEqual([]);
  });
});
