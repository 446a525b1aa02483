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
 * One event's odds: `POST /{product}/odds/events/{urn}/initiate_request?request_id=&node_id=`.
 */
export function restRecovery(
  client: ReturnType<typeof uofRestClient>,
  nodeId?: number,
): Required<FeedRecovery> {
  const query = (params: Record<string, number | undefined>) => {
    const q = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value !== undefined) q.set(key, String(value));
    return q;
  };
  return {
    async requestRecovery(producer, afterTs, requestId) {
      const q = query({ after: afterTs > 0 ? afterTs : undefined, request_id: requestId, node_id: nodeId });
      await client.post(`/${PRODUCTS[producer]}/recovery/initiate_request?${q}`);
    },
    async requestEventRecovery(producer, eventUrn, requestId) {
      const q = query({ request_id: requestId, node_id: nodeId });
      await client.post(
        `/${PRODUCTS[producer]}/odds/events/${encodeURIComponent(eventUrn)}/initiate_request?${q}`,
      );
    },
  };
}
