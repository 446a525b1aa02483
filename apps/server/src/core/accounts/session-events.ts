import type { LogoutReason } from '@lalebet/shared';
import { EventEmitter } from 'node:events';

export type SessionsEnded = {
  customerId: bigint;
  sessionIds: string[];
  reason: SessionEndReason;
};

export type SessionEndReason = LogoutReason;

/** Back-office sessions are over: these ones, or (`sessionIds` null) every one of the admin. */
export type StaffSessionsEnded = { adminId: bigint; sessionIds: string[] | null };

/** The session object's phone fields after a change (docs/product.md §3: phone, smsVerified). */
export type ProfileChanged = { customerId: bigint; phone: string; smsVerified: boolean };

/**
 * Tells other parts of the server that sessions are over or that what they carry changed. The
 * real-time hub subscribes to 'ended' to close those sessions' sockets (ASVS 7.4.1: logout must
 * reach every channel) and to 'profileChanged' so every open tab updates its stored session.
 */
export class SessionEvents extends EventEmitter<{
  ended: [SessionsEnded];
  profileChanged: [ProfileChanged];
  /** Closes the staff hub's sockets of those admin sessions (plugins/staff-hub.ts). */
  staffEnded: [StaffSessionsEnded];
}> {}
