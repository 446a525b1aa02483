/**
 * Player debts left by a settlement correction the balance could not cover
 * (docs/decisions/022-sportsbook-settlement-and-rounding.md) and their collection. Above core/,
 * import it through this file.
 */
export * from './collect.ts';
export * from './debts.repository.ts';
