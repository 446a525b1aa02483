/**
 * The seamless wallet every framed sportsbook shares (docs/decisions/097-betco-esports-frame.md):
 * launch-token exchange, bets, settlements and rollbacks over the ledger with idempotency by the
 * provider's transaction id, the hub balance push, and player protection. Each provider keeps
 * only its protocol (signature, wire fields, codes) in its own module.
 */
export * from './bet.ts';
export * from './launch.ts';
export * from './provider.ts';
export * from './repository.ts';
export * from './run.ts';
export * from './settle.ts';
export type * from './tables.ts';
export * from './framed-book.ts';
