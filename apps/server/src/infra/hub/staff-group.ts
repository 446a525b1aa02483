import type { HubConnection, StaffConnectionInfo } from './connection.ts';

export type StaffConnection = HubConnection<StaffConnectionInfo>;

/**
 * This process's staff hub connections: the `staff` group (every one of them gets the
 * work-queue pushes), indexed per admin session and per admin to close them when a session
 * ends or the staff member loses the back office. Kept apart from the customers' registry, so
 * nothing sent to customers can reach a staff socket, nor the other way round.
 */
export class StaffGroup {
  private readonly bySession = new Map<string, Set<StaffConnection>>();
  private readonly byAdmin = new Map<string, Set<StaffConnection>>();
  private count = 0;
  private readonly maxPerAdmin: number;

  constructor(maxPerAdmin: number) {
    this.maxPerAdmin = maxPerAdmin;
  }

  /** Adds a connection; returns the admin's oldest one past the cap, for the caller to close. */
  add(conn: StaffConnection): StaffConnection | null {
    const mine = getOrCreate(this.byAdmin, conn.info.adminId);
    mine.add(conn);
    getOrCreate(this.bySession, conn.info.sessionId).add(conn);
    this.count++;
    if (mine.size <= this.maxPerAdmin) return null;
    const oldest = mine.values().next().value!;
    this.remove(oldest);
    return oldest;
  }

  remove(conn: StaffConnection): void {
    const { adminId, sessionId } = conn.info;
    if (!this.byAdmin.get(adminId)?.delete(conn)) return;
    this.count--;
    if (this.byAdmin.get(adminId)!.size === 0) this.byAdmin.delete(adminId);
    const session = this.bySession.get(sessionId);
    session?.delete(conn);
    if (session?.size === 0) this.bySession.delete(sessionId);
  }

  /** The connections of these sessions, or of every session of `adminId`. */
  matching(sessionIds: readonly string[], adminId: string | null): StaffConnection[] {
    const out = sessionIds.flatMap((s) => [...(this.bySession.get(s) ?? [])]);
    if (adminId !== null) out.push(...(this.byAdmin.get(adminId) ?? []));
    return out;
  }

  /** Session id -> admin id of every staff connection here (for the session sweep). */
  sessions(): Map<string, string> {
    const out = new Map<string, string>();
    for (const [sessionId, conns] of this.bySession) {
      const first = conns.values().next().value;
      if (first) out.set(sessionId, first.info.adminId);
    }
    return out;
  }

  *all(): Iterable<StaffConnection> {
    for (const conns of this.byAdmin.values()) yield* conns;
  }

  get size(): number {
    return this.count;
  }
}

function getOrCreate<K, V>(map: Map<K, Set<V>>, key: K): Set<V> {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  return set;
}
