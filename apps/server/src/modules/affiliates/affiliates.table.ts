import type { Generated } from 'kysely';
import type { AffiliateStatus } from '@lalebet/shared';

/** An affiliate the back office knows by its btag (docs/decisions/092-affiliate-attribution-and-ngr-feed.md). */
export interface AffiliateTable {
  id: Generated<number>;
  btag: string;
  name: string;
  /** 'paused': its links bind no new players; players already bound stay in its feed. */
  status: AffiliateStatus;
  created_by: bigint | null;
  created_at: Date;
  updated_at: Date;
}

export interface AffiliateTables {
  affiliate: AffiliateTable;
}
