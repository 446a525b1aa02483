import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { recordEndedBlocks } from '../../core/protection/index.ts';
import { lapseLimitRequests } from './limits.service.ts';

/**
 * The protection sweep (docs/rules.md R40; docs/decisions/033-lifting-and-withdraw-only.md): blocks that
 * ended by themselves and limit requests left unconfirmed past their window get their audit row,
 * with the system as actor, once. Enforcement never waits for it.
 */
export async function sweepProtection(db: Kysely<Database>) {
  const blocksEnded = await recordEndedBlocks(db);
  const requestsLapsed = await lapseLimitRequests(db);
  return { blocksEnded, requestsLapsed };
}
