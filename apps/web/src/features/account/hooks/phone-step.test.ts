import { PhonePageStep as S } from '@lalebet/shared';
import { describe, expect, it } from 'vitest';
import { initialPhoneStep, isPhoneEditable, phoneStepReducer } from './phone-step';

describe('phone verification steps', () => {
  it('opens Verified for a verified number and NotVerified otherwise', () => {
    expect(initialPhoneStep(true)).toBe(S.Verified);
    expect(initialPhoneStep(false)).toBe(S.NotVerified);
  });

  it('moves to VerificationCode once a code is sent from NotVerified or Update', () => {
    expect(phoneStepReducer(S.NotVerified, 'codeSent')).toBe(S.VerificationCode);
    expect(phoneStepReducer(S.Update, 'codeSent')).toBe(S.VerificationCode);
    expect(phoneStepReducer(S.VerificationCode, 'codeSent')).toBe(S.VerificationCode);
  });

  it('opens Update from NotVerified, from VerificationCode to fix a mistyped number, and from Verified', () => {
    expect(phoneStepReducer(S.NotVerified, 'updateNumber')).toBe(S.Update);
    expect(phoneStepReducer(S.VerificationCode, 'updateNumber')).toBe(S.Update);
    expect(phoneStepReducer(S.Verified, 'updateNumber')).toBe(S.Update);
  });

  it('becomes Verified only from VerificationCode', () => {
    expect(phoneStepReducer(S.VerificationCode, 'verified')).toBe(S.Verified);
    expect(phoneStepReducer(S.NotVerified, 'verified')).toBe(S.NotVerified);
    expect(phoneStepReducer(S.Verified, 'codeSent')).toBe(S.Verified);
  });

  it('lets the number be typed only in Update', () => {
    expect([S.NotVerified, S.Verified, S.Update, S.VerificationCode].map(isPhoneEditable)).toEqual([
      false,
      false,
      true,
      false,
    ]);
  });
});
