import { describe, expect, it } from 'vitest';
import type { PaymentGateway } from './gateway.ts';
import { createGatewayRegistry } from './registry.ts';

const fake = (name: string, payouts: boolean): PaymentGateway => ({
  name,
  tokenizeCard: () => Promise.reject(new Error('unused')),
  createPayment: () => Promise.reject(new Error('unused')),
  verifyWebhook: () => Promise.reject(new Error('unused')),
  ...(payouts ? { createPayout: () => Promise.reject(new Error('unused')) } : {}),
});

describe('payment provider registry', () => {
  const simpay = fake('simpay', false);
  const papara = fake('papara', true);
  const registry = createGatewayRegistry([{ gateway: simpay }, { gateway: papara, methods: ['papara'] }]);

  it('routes a method by configuration first, then by its own gateway column', () => {
    expect(registry.forMethod({ code: 'papara', gateway: 'simpay' })).toBe(papara);
    expect(registry.forMethod({ code: 'havale', gateway: 'simpay' })).toBe(simpay);
    expect(registry.forMethod({ code: 'havale', gateway: null })).toBeUndefined();
    expect(registry.forMethod({ code: 'havale', gateway: 'gone' })).toBeUndefined();
    expect(registry.get('papara')).toBe(papara);
    expect(registry.primary).toBe(simpay);
  });

  it('pays out through a provider only when it has a payout API; otherwise by hand', () => {
    expect(registry.payoutFor({ code: 'papara', gateway: null })).toBe(papara);
    expect(registry.payoutFor({ code: 'credit-card', gateway: 'simpay' })).toBeUndefined();
    expect(registry.payoutFor({ code: 'havale', gateway: null })).toBeUndefined();
  });

  it('refuses a name or a method claimed twice', () => {
    expect(() => createGatewayRegistry([{ gateway: simpay }, { gateway: fake('simpay', true) }])).toThrow(
      /twice/,
    );
    expect(() =>
      createGatewayRegistry([
        { gateway: simpay, methods: ['papara'] },
        { gateway: papara, methods: ['papara'] },
      ]),
    ).toThrow(/both/);
  });
});
