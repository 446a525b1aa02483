import { describe, expect, it } from 'vitest';
import { WebhookRejectedError } from '../../webhooks/signature.ts';
import { minorToNumber, numberToMinor } from './amounts.ts';
import { IPN_SIGNATURE_HEADER, signIpn, verifyIpn } from './signature.ts';

describe('NOWPayments IPN signature and amounts', () => {
  const secret = 'ipn-secret-for-this-test';
  const nested = { b: 1e-7, a: { z: [{ y: 0.00123456, x: null }], c: 'ç' }, n: 5077125051 };

  it('signs the recursively sorted compact JSON, whatever the order and spacing received', () => {
    const sig = signIpn(secret, nested);
    expect(sig).toMatch(/^[0-9a-f]{128}$/);
    const raw = Buffer.from(
      JSON.stringify(
        { n: 5077125051, a: { c: 'ç', z: [{ x: null, y: 0.00123456 }] }, b: 0.0000001 },
        null,
        2,
      ),
    );
    expect(verifyIpn(secret, { [IPN_SIGNATURE_HEADER]: sig.toUpperCase() }, raw)).toEqual(nested);
  });

  it.each([
    ['no header', {}, JSON.stringify(nested), 'signature'],
    ['a short header', { [IPN_SIGNATURE_HEADER]: 'ab' }, JSON.stringify(nested), 'signature'],
    [
      'another secret',
      { [IPN_SIGNATURE_HEADER]: signIpn('other', nested) },
      JSON.stringify(nested),
      'signature',
    ],
    [
      'a changed nested value',
      { [IPN_SIGNATURE_HEADER]: signIpn(secret, nested) },
      JSON.stringify({ ...nested, a: { ...nested.a, c: 'c' } }),
      'signature',
    ],
    ['a body that is not JSON', { [IPN_SIGNATURE_HEADER]: signIpn(secret, nested) }, '{"b":', 'payload'],
  ])('refuses %s', (_name, headers, raw, reason) => {
    expect(() => verifyIpn(secret, headers, Buffer.from(raw))).toThrow(WebhookRejectedError);
    try {
      verifyIpn(secret, headers, Buffer.from(raw));
    } catch (err) {
      expect((err as WebhookRejectedError).reason).toBe(reason);
    }
  });

  it('converts fiat amounts through their decimal text, never float arithmetic', () => {
    expect([1n, 10n, 125_055n, 10_000_000n, 900_719_925_474_099n].map(minorToNumber)).toEqual([
      0.01, 0.1, 1250.55, 100000, 9007199254740.99,
    ]);
    expect([0.01, 0.1, 1250.55, '1250.5', 100000, 0.29].map(numberToMinor)).toEqual([
      1n,
      10n,
      125_055n,
      125_050n,
      10_000_000n,
      29n,
    ]);
    for (const bad of [0.001, 1e-7, -1, '1,5', '', null, 1e21, Number.NaN])
      expect(numberToMinor(bad)).toBeNull();
    expect(() => minorToNumber(0n)).toThrow(RangeError);
  });
});
