/**
 * Accounts shared by the player and staff sides: customers and staff sessions (and their cache),
 * login guards, lockout and unlock links, one-time codes and their budget, balances, hub
 * credentials, account mails, staff permissions. Above core/, import it through this file.
 */
export * from './admin-sessions.ts';
export * from './balance-cache.ts';
export * from './balance.ts';
export * from './code-budget.ts';
export * from './context.ts';
export * from './customers.repository.ts';
export * from './hub-credentials.ts';
export * from './hub-session-sweep.ts';
export * from './lockout.ts';
export * from './login-guard.ts';
export * from './mails.ts';
export * from './one-time-code.ts';
export * from './resolve-session.ts';
export * from './session-cache.ts';
export * from './session-events.ts';
export * from './sessions.repository.ts';
export * from './sessions.ts';
export * from './staff-hub-credentials.ts';
export * from './staff-permissions.ts';
export * from './unlock-link.ts';
/** Also Papara's IPN allow-list (docs/decisions/088-payment-providers-and-payouts.md). */
