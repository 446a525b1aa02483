import {
  HUB_LIMITS,
  HUB_METHOD,
  type HubCommandName,
  type HubEventMap,
  type Locale,
  type LogoutReason,
  type NotifyMessage,
} from '@lalebet/shared';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { BusMessage, HubBus, HubPayload } from './bus.ts';
import { type ConnectionInfo, HubConnection, type StaffConnectionInfo } from './connection.ts';
import { invocationFrame } from './protocol.ts';
import { HubRegistry } from './registry.ts';
import { sharedFrame } from './shared-frame.ts';
import { type StaffConnection, StaffGroup } from './staff-group.ts';
import { TopicIndex } from './topics.ts';

export type HubDelivery = { customerId: bigint | string; message: HubPayload };

/** Deliveries per bus message, so a broadcast to every customer is many small publishes. */
const CHUNK = 500;

const isPlain = (m: HubPayload): m is NotifyMessage => 'command' in m;

/**
 * Guest connections per client address (IPv6 by its /64) and process: enough for the tabs of a
 * household or an office behind one NAT, not for one machine holding thousands of sockets.
 */
export const MAX_GUESTS_PER_IP = 20;

/**
 * The real-time hub of this process: local sockets in a registry, messages through the bus.
 * Callers never write to sockets: they `send`, and every process (this one included) delivers
 * what the bus hands it to the connections it holds.
 */
export class Hub {
  readonly registry = new HubRegistry(HUB_LIMITS.maxConnectionsPerCustomer);
  readonly topics = new TopicIndex();
  /** The staff hub's connections (plugins/staff-hub.ts): same protocol and bus, own group. */
  readonly staff = new StaffGroup(HUB_LIMITS.maxConnectionsPerCustomer);
  private readonly bus: HubBus;
  private readonly log: FastifyBaseLogger;
  private readonly ticker: NodeJS.Timeout;

  constructor(bus: HubBus, log: FastifyBaseLogger) {
    this.bus = bus;
    this.log = log;
    bus.onMessage((m) => this.deliver(m));
    this.ticker = setInterval(() => {
      const now = Date.now();
      for (const conn of this.registry.all()) conn.tick(now);
      for (const conn of this.staff.all()) conn.tick(now);
    }, 1_000).unref();
  }

  get busKind() {
    return this.bus.kind;
  }

  /** Pushes `NotifyMessage` to every connection of each customer, on any server process. */
  async send(deliveries: HubDelivery[]): Promise<void> {
    for (let i = 0; i < deliveries.length; i += CHUNK) {
      const items = deliveries.slice(i, i + CHUNK).map((d) => ({ c: String(d.customerId), m: d.message }));
      await this.publish({ k: 'send', items });
    }
  }

  /** Sessions ended somewhere: their connections get a Logout command and are closed, on every process. */
  async endSessions(customerId: bigint | string, sessionIds: string[], reason: LogoutReason): Promise<void> {
    if (sessionIds.length) await this.publish({ k: 'end', c: String(customerId), s: sessionIds, r: reason });
  }

  /**
   * Pushes `{ command, message, topics }` to every connection watching any of `topics`, once
   * each, on every process. The frame is serialized here, once, and travels as one bus message.
   * Odds: publish to `oddsTopics(eventId, sport, live)` (@lalebet/shared).
   */
  async publishTopics<C extends HubCommandName>(
    topics: string[],
    command: C,
    message: HubEventMap[C],
  ): Promise<void> {
    const unique = [...new Set(topics)];
    if (!unique.length) return;
    const frame = invocationFrame(HUB_METHOD, [{ command, message, topics: unique }]);
    await this.publish({ k: 'topics', t: unique, f: frame });
  }

  /** Invokes `method(...args)` on every staff connection, on every process; serialized once here. */
  async sendStaff(method: string, args: unknown[]): Promise<void> {
    await this.publish({ k: 'staff', f: invocationFrame(method, args) });
  }

  /**
   * Admin sessions ended (or their admin lost the back office, with `adminId`): their staff
   * connections are closed on every process, and the client is told not to reconnect.
   */
  async endStaff(sessionIds: string[], adminId: bigint | string | null = null): Promise<void> {
    if (sessionIds.length || adminId !== null)
      await this.publish({ k: 'staffEnd', s: sessionIds, a: adminId === null ? null : String(adminId) });
  }

  /** Takes over an upgraded staff socket into the `staff` group. */
  attachStaff(ws: WebSocket, info: StaffConnectionInfo, raw: Duplex | null = null): StaffConnection {
    const conn = new HubConnection<StaffConnectionInfo>(
      ws,
      info,
      (c) => this.staff.remove(c),
      undefined,
      raw,
    );
    const evicted = this.staff.add(conn);
    evicted?.close({ error: 'Too many connections for this account.', code: 1008 });
    return conn;
  }

  /** Whether another guest from this address (an ipLimitKey) may connect to this process. */
  admitsGuest(ip: string): boolean {
    return this.registry.guestsOf(ip) < MAX_GUESTS_PER_IP;
  }

  /**
   * Takes over an upgraded socket; closes the customer's oldest connection past the cap. `raw`
   * is the socket under `ws` (topic pushes are written to it, see HubConnection.sendShared).
   */
  attach(ws: WebSocket, info: ConnectionInfo, raw: Duplex | null = null): HubConnection {
    const admitted = info.customerId !== null || this.admitsGuest(info.ip);
    const conn = new HubConnection(
      ws,
      info,
      (c) => {
        this.registry.remove(c);
        this.topics.remove(c);
      },
      (c, target, args) => this.topics.invoke(c, target, args),
      raw,
    );
    if (!admitted) {
      conn.terminate();
      return conn;
    }
    const evicted = this.registry.add(conn);
    evicted?.close({ error: 'Too many connections for this account.', code: 1008 });
    return conn;
  }

  stats() {
    return {
      connections: this.registry.size,
      customers: this.registry.customers,
      guests: this.registry.guests,
      topics: this.topics.topics,
      staff: this.staff.size,
      bus: this.bus.kind,
    };
  }

  /** Asks every client to reconnect (to another process), waits up to `graceMs`, then cuts the rest. */
  async close(graceMs = 1_000): Promise<void> {
    clearInterval(this.ticker);
    await this.bus.close();
    const open: { close: HubConnection['close']; terminate: () => void }[] = [
      ...this.registry.all(),
      ...this.staff.all(),
    ];
    for (const conn of open) conn.close({ error: 'Server is shutting down.', allowReconnect: true });
    const deadline = Date.now() + graceMs;
    while (this.registry.size + this.staff.size > 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    for (const conn of open) conn.terminate();
  }

  private async publish(message: BusMessage): Promise<void> {
    try {
      await this.bus.publish(message);
    } catch (err) {
      // Redis is down: at least the connections of this process get it.
      this.log.warn({ err: { message: (err as Error).message } }, 'hub: publish failed, delivering locally');
      this.deliver(message);
    }
  }

  private deliver(message: BusMessage): void {
    if (message.k === 'end') return this.endLocal(message.s, message.r);
    if (message.k === 'staff') {
      const frame = Buffer.from(message.f);
      for (const conn of this.staff.all()) conn.send(frame);
      return;
    }
    if (message.k === 'staffEnd') {
      for (const conn of this.staff.matching(message.s, message.a)) {
        conn.close({ error: 'Session ended.' });
        this.staff.remove(conn);
      }
      return;
    }
    if (message.k === 'topics') {
      this.topics.deliver(message.t, sharedFrame(message.f));
      return;
    }
    for (const { c, m } of message.items) {
      const conns = this.registry.ofCustomer(c);
      if (!conns?.size) continue;
      const frames = new Map<Locale | '*', Buffer>();
      for (const conn of conns) {
        const key = isPlain(m) ? '*' : conn.info.locale;
        let frame = frames.get(key);
        if (!frame) {
          const body = isPlain(m) ? m : m[conn.info.locale];
          frames.set(key, (frame = Buffer.from(invocationFrame(HUB_METHOD, [body]))));
        }
        conn.send(frame);
      }
    }
  }

  private endLocal(sessionIds: string[], reason: LogoutReason): void {
    const logout = Buffer.from(invocationFrame(HUB_METHOD, [{ command: 'Logout', message: { reason } }]));
    for (const sessionId of sessionIds) {
      for (const conn of this.registry.ofSession(sessionId)) {
        conn.send(logout);
        conn.close();
        this.registry.remove(conn);
      }
    }
  }
}
