import { GradeMarketDialog } from './grade-market-dialog';
import { type MarketRef, MarketVoidDialog } from './market-void-dialog';

/** A trader's manual grade or void of one line, with the outcomes a grade asks a result for. */
export type ManualAction = {
  action: 'grade' | 'void';
  market: MarketRef & { outcomes: { outcomeId: string; name: string }[] };
};

/** The dialog of the manual action asked for (docs/decisions/083-manual-grading-and-market-voids.md). */
export function ManualSettlementDialog({ manual, onClose }: { manual: ManualAction; onClose: () => void }) {
  return manual.action === 'grade' ? (
    <GradeMarketDialog market={manual.market} onClose={onClose} />
  ) : (
    <MarketVoidDialog market={manual.market} onClose={onClose} />
  );
}
