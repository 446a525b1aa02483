import { type FeedRecovery, PRODUCERS, type ProducerId } from '../envelope.ts';
import type { uofRestClient } from './rest-client.ts';

/** The product each producer's recovery path names (descriptions/producers.xml `api_url`). */
export const PRODUCTS: Record<ProducerId, string> = {
  [PRODUCERS.live]: 'liveodds',
  [PRODUCERS.prematch]: 'pre',
};

/**
 * Recovery over the provider's REST API (docs/decisions/082-uof-transport-and-recovery.md):
 * `POST /{product}/recovery/initiate_request?after=&request_id=&node_id=`. The provider answers
 * at once and replays on the feed, ending with `snapshot_complete` of the same request id. With
 * nothing processed yet (`afterTs` 0) `after` is left out: the provider sends its current state.
 */
export function restRecovery(client: ReturnType<typeof uofRestClient>, nodeId?: number): FeedRecovery {
  return {
    async requestRecovery(producer, afterTs, requestId) {
      const query = new URLSearchParams();
      if (afterTs > 0) query.set('after', String(afterTs));
      query.set('request_id', String(requestId));
      if (nodeId !== undefined) query.set('node_id', String(nodeId));
      await client.post(`/${PRODUCTS[producer]}/recovery/initiate_request?${query}`);
    },
  };
}
