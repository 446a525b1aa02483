import { describe, expect, it } from 'vitest';
import { SITE_OPTION_TYPES, normalizeSiteOption } from './admin-site-options.ts';
import { messagePlaceholders, translationProblem } from './admin-translations.ts';

describe('translation overrides', () => {
  it('reads i18next placeholders, with or without a format', () => {
    expect(messagePlaceholders('{{count}} of {{ total }} at {{date, datetime}}')).toEqual(
      new Set(['count', 'total', 'date']),
    );
  });

  it('finds broken braces and placeholders the base message does not offer', () => {
    expect(translationProblem('{{count} left', '{{count}} left')).toBe('syntax');
    expect(translationProblem('{count} left', '{{count}} left')).toBe('syntax');
    expect(translationProblem('}} left', 'left')).toBe('syntax');
    expect(translationProblem('{{amount}} left', '{{count}} left')).toBe('placeholder');
    expect(translationProblem('left', '{{count}} left')).toBeNull();
    expect(translationProblem('{{count}} kaldı', '{{count}} left')).toBeNull();
  });
});

describe('typed site options', () => {
  const check = (key: string, value: string) => normalizeSiteOption(SITE_OPTION_TYPES[key]!, value);

  it('normalizes values that fit and refuses the rest', () => {
    expect(check('sessionidleminutes', ' 45 ')).toBe('45');
    expect(check('sessionidleminutes', '4.5')).toBeNull();
    expect(check('trialbonusamount', '12,5')).toBe('12.5');
    expect(check('rg_cooling_off_hours', '168')).toBe('168');
    expect(check('rg_cooling_off_hours', '100')).toBeNull();
    expect(check('footerproviders', '[ "A" ]')).toBe('["A"]');
    expect(check('footerproviders', '[')).toBeNull();
    expect(check('chatscripturl', 'http://x.example/chat.js')).toBeNull();
    expect(check('chatscripturl', '')).toBe('');
    expect(check('supportemail', 'destek@lalebet.com')).toBe('destek@lalebet.com');
    expect(normalizeSiteOption({ type: 'boolean' }, 'yes')).toBeNull();
  });
});
