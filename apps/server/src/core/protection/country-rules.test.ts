import { describe, expect, it } from 'vitest';
import { loadConfig, parseCountries } from '../../config.ts';
import { decideCountry } from './country-rules.ts';
import { countryOfIp, isLocalAddress } from './geo.ts';

describe('countryOfIp (DB-IP Lite, in process)', () => {
  it('places public addresses, IPv4-mapped and IPv6 included', () => {
    expect(countryOfIp('88.255.1.1')).toBe('TR');
    expect(countryOfIp('::ffff:88.255.1.1')).toBe('TR');
    expect(countryOfIp('81.2.69.142')).toBe('GB');
    expect(countryOfIp('2a02:ff0::1')).toBe('TR');
  });
  it('answers null for loopback, private, link-local and CGNAT addresses and garbage', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.1.1',
      '172.20.0.1',
      '100.64.0.1',
      '::1',
      'fd00::1',
      'x',
    ]) {
      expect(isLocalAddress(ip), ip).toBe(true);
      expect(countryOfIp(ip), ip).toBeNull();
    }
  });
});

describe('decideCountry', () => {
  it('judges by the IP country, refusing one that contradicts the declared country', () => {
    expect(decideCountry('TR', 'TR', '*')).toEqual({ allowed: true, country: 'TR' });
    expect(decideCountry('TR', 'GB', '*')).toEqual({ allowed: false, reason: 'mismatch', country: 'GB' });
  });
  it('falls back to the declared country when the IP tells nothing', () => {
    expect(decideCountry('TR', null, ['TR'])).toEqual({ allowed: true, country: 'TR' });
    expect(decideCountry('DE', null, ['TR'])).toEqual({
      allowed: false,
      reason: 'not_allowed',
      country: 'DE',
    });
  });
  it('refuses every country when none is licensed (the production default)', () => {
    expect(decideCountry('TR', 'TR', [])).toMatchObject({ allowed: false, reason: 'not_allowed' });
  });
});

describe('REAL_MONEY_COUNTRIES', () => {
  it('defaults to every country in development and tests, to none (so not Türkiye) in production', () => {
    expect(parseCountries(undefined, 'development')).toBe('*');
    expect(parseCountries(undefined, 'test')).toBe('*');
    expect(parseCountries(undefined, 'production')).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'test', REAL_MONEY_COUNTRIES: 'mt, de' }).realMoneyCountries).toEqual([
      'MT',
      'DE',
    ]);
  });
  it("refuses '*' in production and anything but ISO codes", () => {
    const prod = { NODE_ENV: 'production' as const, REAL_MONEY_COUNTRIES: '*' };
    expect(() => loadConfig(prod)).toThrow(/REAL_MONEY_COUNTRIES: must name the licensed countries/);
    expect(() => loadConfig({ NODE_ENV: 'test', REAL_MONEY_COUNTRIES: 'Turkey' })).toThrow(
      /REAL_MONEY_COUNTRIES/,
    );
  });
});
