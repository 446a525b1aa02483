import { describe, expect, it } from 'vitest';
import { isAdult, registerRequestSchema } from './auth.ts';

const valid = {
  name: 'Ayşe',
  surname: 'Yılmaz',
  username: 'ayse2024',
  email: 'ayse@example.com',
  phone: '905321234567',
  country: 1,
  currencyId: 1,
  birthDate: '1990-04-23',
  birthDateDay: '23',
  birthDateMonth: '04',
  birthDateYear: '1990',
  password: 'gizli-parola-42',
  password2: 'gizli-parola-42',
};

describe('isAdult', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('accepts the 18th birthday itself and rejects the day before', () => {
    expect(isAdult('2008-11-22', now)).toBe(true);
    expect(isAdult('2008-11-23', now)).toBe(false);
  });
  it('rejects impossible dates', () => {
    expect(isAdult('1990-02-30', now)).toBe(false);
    expect(isAdult('1990-13-01', now)).toBe(false);
    expect(isAdult('1850-01-01', now)).toBe(false);
  });
});

describe('registerRequestSchema', () => {
  it('accepts docs/product.md payload', () => {
    expect(registerRequestSchema.safeParse(valid).success).toBe(true);
  });
  it.each([
    [{ password2: 'other-password' }, 'password2', 'v.mismatch'],
    [{ username: 'ab_cd1' }, 'username', 'v.username'],
    [{ username: 'аdmin1' }, 'username', 'v.username'], // Cyrillic а
    [{ username: 'user٣٣' }, 'username', 'v.username'], // Arabic-Indic digits
    [{ username: 'abcd' }, 'username', 'v.tooShort'],
    [{ email: 'not-an-email' }, 'email', 'v.email'],
    [{ phone: '90532abc' }, 'phone', 'v.digitsOnly'],
    [{ birthDate: '1990-04-24' }, 'birthDate', 'v.invalid'],
    [
      { birthDate: '2015-01-01', birthDateYear: '2015', birthDateMonth: '01', birthDateDay: '01' },
      'birthDate',
      'v.underage',
    ],
  ])('rejects %j', (patch, path, key) => {
    const r = registerRequestSchema.safeParse({ ...valid, ...patch });
    expect(r.success).toBe(false);
    expect(r.error?.issues.find((i) => i.path.join('.') === path)?.message).toBe(key);
  });
  it.each(['KIRAN123', 'kıran12', 'Çağrı99', 'ＡＬＩＣＡＮ'])('accepts the username %s', (username) => {
    expect(registerRequestSchema.safeParse({ ...valid, username }).success).toBe(true);
  });
  it('rejects a trialBonus field (docs/product.md leaves it out of the payload)', () => {
    expect(registerRequestSchema.safeParse({ ...valid, trialBonus: 1 }).success).toBe(false);
  });
});
