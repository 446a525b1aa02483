/**
 * Identity checks as the money paths see them (docs/rules.md R47, docs/decisions/026-kyc.md): the
 * withdrawal gate. Above core/, import it through this file (the case table's types
 * through kyc.table.ts, as db/database.ts does).
 */
export * from './withdrawal-gate.ts';
