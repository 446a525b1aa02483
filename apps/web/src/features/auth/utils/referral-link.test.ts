import { afterEach, describe, expect, it } from 'vitest';
import { captureReferral } from '@/lib/referral';
import { REGISTER_FORM as form } from '../test-utils';
import { buildRegisterPayload } from './register-payload';

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('a referral link', () => {
  it('keeps ?ref=123 from any landing page in local storage and sends it at sign-up', () => {
    window.history.replaceState(null, '', '/casino/slot?ref=123&utm_source=x');
    captureReferral(window.location.search);
    expect(localStorage.getItem('refId')).toBe('123');
    expect(buildRegisterPayload(form).refId).toBe(123);
  });

  it('lets a later link replace the number, and ignores values that are not a referral number', () => {
    captureReferral('?ref=123');
    captureReferral('?ref=456');
    expect(localStorage.getItem('refId')).toBe('456');
    for (const bad of [
      '?ref=abc',
      '?ref=-5',
      '?ref=0',
      '?ref=1e9',
      '?ref=',
      '?ref=12345678901234567',
      '?x=1',
    ])
      captureReferral(bad);
    expect(localStorage.getItem('refId')).toBe('456');
  });

  it('sends no refId when no link brought the player', () => {
    captureReferral('');
    expect(buildRegisterPayload(form)).not.toHaveProperty('refId');
  });
});
