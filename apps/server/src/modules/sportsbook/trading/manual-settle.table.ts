import type { GradeResult } from '@lalebet/shared';
import type { ColumnType } from 'kysely';
import type { ApprovalColumns } from '../../../core/approvals/index.ts';

/** One line of a manual settlement: its results for a grade, none for a void. */
export type ManualLine = {
  marketId: number;
  specifiers: string;
  outcomes: { outcomeId: string; result: GradeResult; voidFactor?: 0.5 | undefined }[];
};

/** A manual grade or market void by the desk (docs/decisions/083-manual-grading-and-market-voids.md). */
export interface SbManualSettlementRequestTable extends ApprovalColumns<null> {
  action: 'grade' | 'void';
  event_id: string;
  markets: ColumnType<ManualLine[], string, never>;
  reason: string;
}

export interface SportsbookManualSettlementTables {
  sb_manual_settlement_request: SbManualSettlementRequestTable;
}
