import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashToken } from './secrets.ts';

describe('hashToken', () => {
  it('is the hex SHA-256 of the token in UTF-8, the form session rows already store', () => {
    // FIPS 180-2's "abc" vector: rows written before the one-shot hash must still match.
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const turkish = 'oturum-ğüşıİöç';
    expect(hashToken(turkish)).toBe(createHash('sha256').update(turkish, 'utf8').digest('hex'));
  });
});
