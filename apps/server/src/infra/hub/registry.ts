import type { HubConnection } from './connection.ts';

/**
 * This process's open connections, grouped per customer (the one "group" of the hub: every
 * session and device of a customer) and per session (to close a session's sockets); guests
 * (docs/decisions/021-sportsbook-engine.md) per client address, to cap them.
 * Sets keep insertion order, so the first connection of a customer is its oldest.
 */
export class HubRegistry {
  private readonly byCustomer = new Map<string, Set<HubConnection>>();
  private readonly bySession = new Map<string, Set<HubConnection>>();
  private readonly guestsByIp = new Map<string, Set<HubConnection>>();
  private count = 0;
  private guestCount = 0;
  private readonly maxPerCustomer: number;

  constructor(maxPerCustomer: number) {
    this.maxPerCustomer = maxPerCustomer;
  }

  /** Guest connections open here from this address (an ipLimitKey). */
  guestsOf(ip: string): number {
    return this.guestsByIp.get(ip)?.size ?? 0;
  }

  /** Adds a connection; returns the customer's oldest one when the cap is exceeded, for the caller to close. */
  add(conn: HubConnection): HubConnection | null {
    if (conn.info.customerId === null) {
      getOrCreate(this.guestsByIp, conn.info.ip).add(conn);
      this.count++;
      this.guestCount++;
      return null;
    }
    const { customerId, sessionId } = conn.info;
    const mine = getOrCreate(this.byCustomer, customerId);
    mine.add(conn);
    getOrCreate(this.bySession, sessionId).add(conn);
    this.count++;
    if (mine.size <= this.maxPerCustomer) return null;
    const oldest = mine.values().next().value!;
    this.remove(oldest);
    return oldest;
  }

  remove(conn: HubConnection): void {
    if (conn.info.customerId === null) {
      const { ip } = conn.info;
      if (!this.guestsByIp.get(ip)?.delete(conn)) return;
      this.count--;
      this.guestCount--;
      if (this.guestsByIp.get(ip)!.size === 0) this.guestsByIp.delete(ip);
      return;
    }
    const { customerId, sessionId } = conn.info;
    if (!this.byCustomer.get(customerId)?.delete(conn)) return;
    this.count--;
    if (this.byCustomer.get(customerId)!.size === 0) this.byCustomer.delete(customerId);
    const session = this.bySession.get(sessionId);
    session?.delete(conn);
    if (session?.size === 0) this.bySession.delete(sessionId);
  }

  ofCustomer(customerId: string): ReadonlySet<HubConnection> | undefined {
    return this.byCustomer.get(customerId);
  }

  ofSession(sessionId: string): HubConnection[] {
    return [...(this.bySession.get(sessionId) ?? [])];
  }

  /** Session id -> customer id of every open connection here. */
  sessions(): Map<string, string> {
    const out = new Map<string, string>();
    for (const [sessionId, conns] of this.bySession) {
      const first = conns.values().next().value;
      if (first?.info.customerId) out.set(sessionId, first.info.customerId);
    }
    return out;
  }

  *all(): Iterable<HubConnection> {
    for (const conns of this.byCustomer.values()) yield* conns;
    for (const conns of this.guestsByIp.values()) yield* conns;
  }

  get size(): number {
    return this.count;
  }

  get guests(): number {
    return this.guestCount;
  }

  get customers(): number {
    return this.byCustomer.size;
  }
}

function getOrCreate<K, V>(map: Map<K, Set<V>>, key: K): Set<V> {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  return set;
}
