import { describe, expect, it } from 'vitest';
import { canonicalIdentifier, forLog } from './identity.ts';
import { isCommonPassword } from '../core/password-policy.ts';
import { hasAllowedPrefix, isPlausiblePhone, maskPhone, normalizePhone } from './phone.ts';
import { parseUserAgent } from './user-agent.ts';

describe('canonicalIdentifier', () => {
  it('folds the Turkish dotted and dotless i so KIRAN, kıran, kiran and KİRAN collide', () => {
    const keys = ['KIRAN', 'kıran', 'kiran', 'KİRAN', 'Kıran'].map(canonicalIdentifier);
    expect(new Set(keys)).toEqual(new Set(['kiran']));
  });
  it('applies NFKC and a locale-independent case fold', () => {
    expect(canonicalIdentifier('ＡＬＩ')).toBe('ali');
    expect(canonicalIdentifier('Straße')).toBe('strasse');
    expect(canonicalIdentifier('\u212Aelvin')).toBe('kelvin'); // Kelvin sign
    expect(canonicalIdentifier('MIKE@Example.COM')).toBe(canonicalIdentifier('mıke@example.com'));
    expect(canonicalIdentifier('ÇAĞRI')).toBe('çağri');
  });
  it('keeps different names apart', () => {
    expect(canonicalIdentifier('ahmet')).not.toBe(canonicalIdentifier('mehmet'));
    expect(canonicalIdentifier('öz')).not.toBe(canonicalIdentifier('oz'));
  });
});

describe('forLog', () => {
  it('neutralises line breaks and control characters and caps the length', () => {
    expect(forLog('evil\r\nINFO fake line\u001b[31m')).toBe('evil??INFO fake line?[31m');
    expect(forLog('x'.repeat(100))).toHaveLength(64);
  });
});

describe('phone numbers', () => {
  it.each([
    ['5321234567', '905321234567'],
    ['05321234567', '905321234567'],
    ['905321234567', '905321234567'],
    ['00905321234567', '905321234567'],
    ['2121234567', '902121234567'],
    ['4915112345678', '4915112345678'],
    ['9053212345', '9053212345'],
  ])('normalizes %s to %s', (input, out) => expect(normalizePhone(input)).toBe(out));

  it('checks prefixes and plausibility, and masks for logs', () => {
    expect(hasAllowedPrefix('905321234567', ['90'])).toBe(true);
    expect(hasAllowedPrefix('4915112345678', ['90'])).toBe(false);
    expect(hasAllowedPrefix('4915112345678', ['90', '49'])).toBe(true);
    expect(isPlausiblePhone('905321234567')).toBe(true);
    expect(isPlausiblePhone('9053212345')).toBe(false);
    expect(isPlausiblePhone('4915112345678')).toBe(true);
    expect(maskPhone('905321234567')).toBe('90********67');
  });
});

describe('common passwords', () => {
  it.each(['123456', 'qwerty', 'galatasaray', 'Fenerbahce', 'besiktas', 'sifre123', 'password', 'şifre'])(
    'lists %s',
    (p) => expect(isCommonPassword(p)).toBe(true),
  );
  it('does not list a passphrase', () => expect(isCommonPassword('Lale-Bahçesi-2024')).toBe(false));
});

describe('parseUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
      'Desktop (Windows)',
      'Edge 126',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'Mobile (Android)',
      'Samsung Internet 25',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Gecko/20100101 Firefox/127.0',
      'Desktop (macOS)',
      'Firefox 127',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
      'Tablet (iPadOS)',
      'Chrome 126',
    ],
    ['curl/8.5.0', 'Unknown device', 'Unknown browser'],
  ])('reads %s', (ua, device, browser) => expect(parseUserAgent(ua)).toEqual({ device, browser }));
  it('copes with no header', () =>
    expect(parseUserAgent(null)).toEqual({ device: 'Unknown device', browser: 'Unknown browser' }));
});
