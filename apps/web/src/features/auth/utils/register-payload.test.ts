import { registerRequestSchema } from '@lalebet/shared';
import { describe, expect, it } from 'vitest';
import { REGISTER_FORM, REGISTER_PAYLOAD } from '../test-utils';
import { buildRegisterPayload, type RegisterForm, registerFormSchema, storedRefId } from './register-payload';

// Non-ASCII in the password: it must reach the payload untouched.
const PASSWORD = 'Gizli-Şifre-42';
const values: RegisterForm = { ...REGISTER_FORM, password: PASSWORD, password2: PASSWORD, trialBonus: true };

describe('the registration payload', () => {
  it("is exactly the product's fields: date from the boxes, phone with 90, currency 1, no trialBonus", () => {
    expect(buildRegisterPayload(values, undefined)).toEqual({
      ...REGISTER_PAYLOAD,
      password: PASSWORD,
      password2: PASSWORD,
    });
  });

  it('passes the shared request schema the API uses', () => {
    expect(registerRequestSchema.safeParse(buildRegisterPayload(values, 77)).success).toBe(true);
  });

  it('carries the referral number from local storage as a number when there is one', () => {
    expect(storedRefId()).toBeUndefined();
    localStorage.setItem('refId', '4321');
    expect(storedRefId()).toBe(4321);
    expect(buildRegisterPayload(values).refId).toBe(4321);
    localStorage.setItem('refId', 'abc');
    expect(buildRegisterPayload(values)).not.toHaveProperty('refId');
  });
});

describe('the sign-up form rules', () => {
  const issues = (patch: Partial<RegisterForm>) =>
    registerFormSchema
      .safeParse({ ...values, ...patch })
      .error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('accept a complete form', () => {
    expect(issues({})).toBeUndefined();
  });

  it('want 10 phone digits, two-digit day and month, matching passwords and an adult', () => {
    expect(issues({ phone: '532123' })).toEqual([['phone', 'v.phone']]);
    expect(issues({ birthDateDay: '7' })).toEqual([['birthDateDay', 'v.invalid']]);
    expect(issues({ password2: 'other-pass' })).toEqual([['password2', 'v.mismatch']]);
    expect(issues({ birthDateDay: '31', birthDateMonth: '02' })).toEqual([['birthDate', 'v.invalid']]);
    expect(issues({ birthDateYear: String(new Date().getFullYear() - 10) })).toEqual([
      ['birthDate', 'v.underage'],
    ]);
  });

  it('need the (hidden) country', () => {
    expect(issues({ country: undefined as unknown as number })).toEqual([['country', 'v.required']]);
  });
});
