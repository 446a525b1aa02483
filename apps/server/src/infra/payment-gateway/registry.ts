import type { PaymentGateway } from './gateway.ts';

/** One configured provider: its adapter and the payment-method codes configuration routes to it. */
export type ProviderEntry = { gateway: PaymentGateway; methods?: readonly string[] };

/** What routing needs of a payment method: its code and its own `gateway` column. */
export type RoutedMethod = { code: string; gateway: string | null };

/**
 * The payment providers by name (docs/decisions/088-payment-providers-and-payouts.md). A method
 * goes to the provider whose configuration names its code (e.g. PAPARA_METHODS), else to the
 * provider in its own `gateway` column; a withdrawal method with neither is paid by hand.
 */
export type GatewayRegistry = {
  get(name: string): PaymentGateway | undefined;
  /** The provider a method's deposits or withdrawals go through, if any is configured. */
  forMethod(method: RoutedMethod): PaymentGateway | undefined;
  /** The provider that pays a withdrawal method out through its API; undefined: paid by hand. */
  payoutFor(method: RoutedMethod): PaymentGateway | undefined;
  /** The first provider (simpay): the one that vaults card numbers. */
  readonly primary: PaymentGateway;
  names(): string[];
};

export function createGatewayRegistry(entries: readonly ProviderEntry[]): GatewayRegistry {
  const byName = new Map<string, PaymentGateway>();
  const byMethod = new Map<string, PaymentGateway>();
  for (const { gateway, methods = [] } of entries) {
    if (byName.has(gateway.name)) throw new Error(`payment provider ${gateway.name} registered twice`);
    byName.set(gateway.name, gateway);
    for (const code of methods) {
      const other = byMethod.get(code);
      if (other) throw new Error(`payment method ${code} routed to both ${other.name} and ${gateway.name}`);
      byMethod.set(code, gateway);
    }
  }
  const primary = entries[0]?.gateway;
  if (!primary) throw new Error('no payment provider configured');
  const forMethod = (m: RoutedMethod) =>
    byMethod.get(m.code) ?? (m.gateway ? byName.get(m.gateway) : undefined);
  return {
    get: (name) => byName.get(name),
    forMethod,
    payoutFor(m) {
      const gateway = forMethod(m);
      return gateway?.createPayout ? gateway : undefined;
    },
    primary,
    names: () => [...byName.keys()],
  };
}
