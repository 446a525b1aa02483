import { describe, expect, it } from 'vitest';
import { changePasswordRequestSchema } from './account.ts';
import {
  AUTH_LIMITS,
  changePasswordWithCodeRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
} from './auth.ts';

/** Does this schema's field accept a password of `length` characters? */
const accepts = (schema: { safeParse: (v: unknown) => { success: boolean } }, length: number) =>
  schema.safeParse('Zq9#'.repeat(40).slice(0, length)).success;

const NEW_PASSWORD = {
  register: registerRequestSchema.shape.password,
  'reset (password)': changePasswordWithCodeRequestSchema.shape.password,
  'reset (password2)': changePasswordWithCodeRequestSchema.shape.password2,
  'change (password)': changePasswordRequestSchema.shape.password,
  'change (confirmPassword)': changePasswordRequestSchema.shape.confirmPassword,
};
const LENGTHS = Array.from({ length: 140 }, (_, i) => i);

describe('one password rule for sign-up, reset, change and login', () => {
  it.each(Object.entries(NEW_PASSWORD))('%s: the server minimum (8) to 128 characters', (_, field) => {
    expect(LENGTHS.filter((n) => accepts(field, n))).toEqual(
      LENGTHS.filter((n) => n >= AUTH_LIMITS.passwordMin && n <= AUTH_LIMITS.passwordMax),
    );
    expect(AUTH_LIMITS.passwordMin).toBe(8);
  });

  it('login and the current password accept every password a new one may be (up to 128)', () => {
    for (const field of [loginRequestSchema.shape.password, changePasswordRequestSchema.shape.oldPassword]) {
      for (const n of LENGTHS.filter((len) => accepts(NEW_PASSWORD.register, len))) {
        expect(accepts(field, n), `${n} characters`).toBe(true);
      }
      expect(accepts(field, 120)).toBe(true);
      expect(accepts(field, 129)).toBe(false);
    }
  });
});
