import type { ApprovalDescriber } from '../../core/approvals/index.ts';
import { toAdjustment } from './adjustments.mapper.ts';
import { findAdjustments } from './adjustments.repository.ts';

/** Adjustments as rows of the approvals inbox (docs/decisions/035-four-eyes-approvals.md). */
export const describeAdjustments: ApprovalDescriber = async (db, ids, viewer, _locale, now) =>
  (await findAdjustments(db, ids)).map((r) => ({ kind: 'adjustment', ...toAdjustment(viewer, r, now) }));
