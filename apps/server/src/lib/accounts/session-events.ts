import { EventEmitter } from 'node:events';

export type SessionsEnded = {
  customerId: bigint;
  sessionIds: string[];
  reason: SessionEndReason;
};

export type SessionEndReason =
  'logout' | 'ended_by_customer' | 'password_changed' | 'password_reset' | 'idle' | 'expired';

/**
 * Tells other parts of the server that sessions are over. The real-time hub subscribes to
 * 'ended' to close those sessions' sockets (ASVS 7.4.1: logout must reach every channel).
 */
export class SessionEvents extends EventEmitter<{ ended: [SessionsEnded] }> {}
