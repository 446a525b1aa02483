/**
 * Four-eyes approvals shared by every kind of operation
 * (docs/decisions/035-four-eyes-approvals.md): the request columns, the payload hash, the
 * 72-hour expiry, requester != approver != beneficiary, and the atomic decision. Each kind's
 * module keeps its table and supplies its executor (and its inbox rows).
 */
export type { ApprovalColumns } from './approval.table.ts';
export * from './approvals.repository.ts';
export * from './credited.ts';
export * from './decide.ts';
export * from './inbox.ts';
export * from './kinds.ts';
