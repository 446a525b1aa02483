import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_MESSAGES, ERROR_STATUS } from './errors.ts';
import {
  API_VALIDATION_MESSAGES,
  STAFF_VALIDATION_MESSAGES,
  VALIDATION_MESSAGES,
  renderValidationMessage,
} from './validation.ts';

describe('error catalogue', () => {
  it('gives every code a status and a message in both languages', () => {
    for (const code of ERROR_CODES) {
      expect(ERROR_STATUS[code], code).toBeGreaterThanOrEqual(400);
      expect(ERROR_MESSAGES[code].tr.length, code).toBeGreaterThan(3);
      expect(ERROR_MESSAGES[code].en.length, code).toBeGreaterThan(3);
      expect(ERROR_MESSAGES[code].tr, `${code} is translated`).not.toBe(ERROR_MESSAGES[code].en);
    }
    expect(Object.keys(ERROR_STATUS).sort()).toEqual([...ERROR_CODES].sort());
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual([...ERROR_CODES].sort());
  });
});

describe('validation messages', () => {
  it('fills placeholders from the issue', () => {
    expect(renderValidationMessage('v.tooShort', 'tr', { minimum: 5 })).toBe('En az 5 karakter olmalıdır.');
    expect(renderValidationMessage('v.tooLong', 'en', { maximum: 30 })).toBe(
      'Must be at most 30 characters.',
    );
  });

  it('has both languages for every key', () => {
    const all = { ...VALIDATION_MESSAGES, ...STAFF_VALIDATION_MESSAGES, ...API_VALIDATION_MESSAGES };
    for (const [key, text] of Object.entries(all)) {
      expect(text.tr, key).toBeTruthy();
      expect(text.en, key).toBeTruthy();
    }
    expect(renderValidationMessage('v.menuMissing', 'tr')).toBe(
      STAFF_VALIDATION_MESSAGES['v.menuMissing'].tr,
    );
    expect(renderValidationMessage('v.uuid', 'en')).toBe(API_VALIDATION_MESSAGES['v.uuid'].en);
  });
});
