import { describe, expect, it } from 'vitest';
import { callbackRequestSchema } from './callback.ts';
import { fields } from './validation.ts';

describe('fields.personName (docs/product.md: 2-100 letters, Turkish letters, single spaces)', () => {
  const schema = fields.personName();
  it.each(['Şükrü', 'İlkay Gündoğan', 'Ağça Öztürk Çelik', 'Jo'])('accepts %s', (name) => {
    expect(schema.safeParse(name).success).toBe(true);
  });
  it.each([
    ['', 'v.required'],
    ['A', 'v.tooShort'],
    ['x'.repeat(101), 'v.tooLong'],
    ['Ayşe  Yılmaz', 'v.lettersOnly'],
    [' Ayşe', 'v.lettersOnly'],
    ['Ayşe ', 'v.lettersOnly'],
    ['R2D2', 'v.lettersOnly'],
  ])('rejects %j with %s', (name, key) => {
    const result = schema.safeParse(name);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(key);
  });
});

describe('callback request', () => {
  it('needs a 10-digit phone and a known time', () => {
    expect(
      callbackRequestSchema.safeParse({ name: 'Ali Veli', phone: '5321234567', preferredTime: 'now' })
        .success,
    ).toBe(true);
    expect(
      callbackRequestSchema.safeParse({ name: 'Ali Veli', phone: '532123456', preferredTime: 'now' }).success,
    ).toBe(false);
    expect(
      callbackRequestSchema.safeParse({ name: 'Ali Veli', phone: '5321234567', preferredTime: 'midnight' })
        .success,
    ).toBe(false);
    expect(
      callbackRequestSchema.safeParse({
        name: 'Ali Veli',
        phone: '5321234567',
        preferredTime: 'now',
        extra: 1,
      }).success,
    ).toBe(false);
  });
});
