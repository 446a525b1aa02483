import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EncodedBodies, preferredEncoding } from './cached-encodings.ts';

describe('preferredEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['GZIP;q=0.5, BR;q=0.8', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0', null],
    ['deflate', null],
    [['gzip', 'br'], 'br'],
  ])('%j → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('EncodedBodies', () => {
  it('compresses a body once per encoding, and both forms decode to it', () => {
    const body = Buffer.from(JSON.stringify({ data: Array.from({ length: 200 }, (_, i) => `satır ${i}`) }));
    const bodies = new EncodedBodies(body);
    const br = bodies.get('br');
    expect(bodies.get('br')).toBe(br);
    expect(brotliDecompressSync(br)).toEqual(body);
    expect(gunzipSync(bodies.get('gzip'))).toEqual(body);
    expect(br.length).toBeLessThan(body.length / 3);
  });
});
