/**
 * The bonus wallet rules several modules share: bonus balance postings, spending order, wagering
 * progress, forfeits, referral rewards and bonus-funded sports stakes. Above core/, import it
 * through this file.
 */
export * from './forfeit.ts';
export * from './free-rounds.ts';
export * from './ledger.ts';
export * from './progress.ts';
export * from './referral.ts';
export * from './spending.ts';
export * from './sports.ts';
export * from './wagering.ts';
export * from './wallet-messages.ts';
