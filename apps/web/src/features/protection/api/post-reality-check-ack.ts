import type { PlaySession } from '@lalebet/shared/protection';
import { api } from '@/lib/api-client';

/**
 * POST customer/realitycheck/ack: the player saw the figures and goes on; the server accepts
 * stakes for another interval and answers the session with the next check.
 */
export const postRealityCheckAck = async () =>
  (await api.post<PlaySession>('customer/realitycheck/ack', {})).data;
