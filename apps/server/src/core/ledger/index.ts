export * from './accounts.ts';
export * from './errors.ts';
export * from './ids.ts';
export * from './invariants.ts';
export * from './post.ts';
export type { TransferPhase } from './ledger.table.ts';
