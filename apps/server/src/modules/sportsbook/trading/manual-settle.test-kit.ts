import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { clock } from '../../../lib/clock.ts';
import type { FixtureBody } from '../../../lib/feed/envelope.ts';
import { upsertEvent } from '../feed/feed.repository.ts';
import { createSettlement } from '../feed/settlement.ts';
import { fixture } from '../feed/test-kit.ts';
import type { SettlementSink } from '../settlement-sink.ts';
import type { ManualSettleCtx } from './manual-settle.service.ts';

/** The event as the feed's fixture_change stores it. */
export async function storeEvent(db: Kysely<Database>, id: string) {
  const body = fixture(id).body as { fixture: FixtureBody };
  await upsertEvent(db, id, body.fixture, 'ended', clock.now());
}

/**
 * The feed's own settlement (feed/settlement.ts) over a real sink: what the adapter runs, so a
 * test can hand it a feed message and the desk the same path.
 */
export function manualContext(db: Kysely<Database>, sink: SettlementSink) {
  const settlement = createSettlement({ db, sink, now: () => clock.now(), onStatus: () => {} });
  const meta = { ip: '127.0.0.1', userAgent: null, fingerprint: null, locale: 'tr' as const };
  const ctx: ManualSettleCtx = {
    db,
    manual: { record: settlement.record, apply: settlement.apply },
    meta,
  };
  return { ctx, settlement };
}
