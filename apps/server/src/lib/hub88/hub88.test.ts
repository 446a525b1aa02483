import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hub88ToMinor, minorToHub88 } from './protocol.ts';
import { loadOrCreateSimulatorKeys, signBody, verifyBody } from './signature.ts';

describe('Hub88 amounts', () => {
  it('converts whole kuruş only and never rounds', () => {
    expect(hub88ToMinor(1_000)).toBe(1n);
    expect(hub88ToMinor(356_000)).toBe(356n); // 3.56 TRY
    expect(hub88ToMinor(0)).toBe(0n);
    for (const bad of [1, 100, 999, 1_001, -1_000, 1_000.5, 2 ** 53, Number.NaN, Infinity]) {
      expect(hub88ToMinor(bad), String(bad)).toBeNull();
    }
  });

  it('sends balances as units', () => {
    expect(minorToHub88(0n)).toBe(0);
    expect(minorToHub88(12_345n)).toBe(12_345_000);
  });
});

describe('X-Hub88-Signature', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  it('verifies over the exact bytes and nothing else', () => {
    const body = Buffer.from('{"a":1, "b":2}');
    const signature = signBody(body, privateKey);
    expect(verifyBody(body, signature, publicKey)).toBe(true);
    expect(verifyBody(Buffer.from('{"a":1,"b":2}'), signature, publicKey)).toBe(false);
    expect(verifyBody(Buffer.from('{"b":2, "a":1}'), signature, publicKey)).toBe(false);
    expect(verifyBody(body, undefined, publicKey)).toBe(false);
    expect(verifyBody(body, 'not base64!', publicKey)).toBe(false);
    expect(verifyBody(body, Buffer.from('short').toString('base64'), publicKey)).toBe(false);
  });

  it('creates the simulator key pair once and reads the same pair back', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub88-keys-'));
    try {
      const first = loadOrCreateSimulatorKeys(dir);
      const second = loadOrCreateSimulatorKeys(dir);
      expect(second.publicPem).toBe(first.publicPem);
      const body = Buffer.from('{"x":1}');
      expect(verifyBody(body, signBody(body, first.privateKey), second.publicKey)).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
