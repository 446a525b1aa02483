import type { RegisterRequest } from '@lalebet/shared';
import { describe, expect, it } from 'vitest';
import { registration } from '../../test/accounts.ts';
import { RequestValidationError } from '../../lib/validation.ts';
import { checkSignUpFields } from './register-checks.ts';

const NOW = new Date('2026-12-06T12:00:00Z');
const input = (over: Record<string, unknown> = {}) => registration(over) as unknown as RegisterRequest;
const fieldOf = (over: Record<string, unknown>) => {
  try {
    checkSignUpFields(input(over), NOW);
  } catch (err) {
    if (!(err instanceof RequestValidationError)) throw err;
    return [err.issues[0]!.path, err.issues[0]!.message];
  }
  return null;
};

describe('checkSignUpFields', () => {
  it('answers the phone as it is stored', () => {
    expect(checkSignUpFields(input({ phone: '905321234567' }), NOW)).toEqual({ phone: expect.any(String) });
  });

  it('refuses another currency, a minor and an implausible phone on their fields', () => {
    expect(fieldOf({ currencyId: 2 })).toEqual([['currencyId'], 'v.invalid']);
    expect(fieldOf({ birthDate: '2010-01-01' })).toEqual([['birthDate'], 'v.underage']);
    expect(fieldOf({ phone: '12' })).toEqual([['phone'], 'v.phone']);
  });
});
