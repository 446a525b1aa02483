import { HUB_LIMITS, type Locale } from '@lalebet/shared';
import type { Duplex } from 'node:stream';
import type { RawData, WebSocket } from 'ws';
import {
  HANDSHAKE_OK,
  MessageType,
  PING_FRAME,
  closeFrame,
  completionErrorFrame,
  completionFrame,
  handshakeError,
  isJsonHandshake,
  splitRecords,
} from './protocol.ts';
import type { SharedFrame } from './shared-frame.ts';

export type ConnectionInfo = {
  id: string;
  /** Notification texts are rendered in this language for this connection. */
  locale: Locale;
} & (
  | { customerId: string; sessionId: string }
  /**
   * A guest watching odds (docs/decisions/021-sportsbook-engine.md): no customer, only topic
   * messages; `ip` is the client's address as the per-IP limits count it (IPv6 by its /64).
   */
  | { customerId: null; sessionId: null; ip: string }
);

/**
 * A back-office connection on the staff hub (STAFF_HUB_PATH): in the `staff` group, which gets
 * the work-queue pushes; closed when its admin session ends.
 */
export type StaffConnectionInfo = { id: string; adminId: string; sessionId: string };

/** A client-invoked hub method: null when done, else the error its Completion carries. */
export type InvokeHandler<I = ConnectionInfo> = (
  conn: HubConnection<I>,
  target: unknown,
  args: unknown,
) => string | null;

/** A client that does not read what we send is dropped before it costs more memory than this. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
const WS_OPEN = 1;

const toText = (data: RawData) =>
  Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as Buffer).toString('utf8');

/**
 * One WebSocket speaking the JSON hub protocol. Timers are not per connection: the hub calls
 * `tick` for all of them once a second (pings, client timeout, handshake timeout).
 */
export class HubConnection<I = ConnectionInfo> {
  state: 'handshake' | 'open' | 'closed' = 'handshake';
  readonly openedAt = Date.now();
  private lastReceivedAt = this.openedAt;
  private lastSentAt = this.openedAt;
  private pending = '';
  private readonly ws: WebSocket;
  readonly info: I;
  /** What this connection watches (Watch/Unwatch), and the hub's dedupe mark (TopicIndex). */
  readonly topics = new Set<string>();
  publishSeq = 0;
  private readonly onInvoke: InvokeHandler<I>;
  /** The socket under `ws`, when the upgrade handed it over: topic pushes are written to it. */
  private readonly raw: Duplex | null;

  constructor(
    ws: WebSocket,
    info: NoInfer<I>,
    onClosed: (c: HubConnection<I>) => void,
    onInvoke: InvokeHandler<I> = () => 'Unknown hub method.',
    raw: Duplex | null = null,
  ) {
    this.ws = ws;
    this.info = info;
    this.onInvoke = onInvoke;
    this.raw = raw;
    ws.on('message', (data) => this.receive(data));
    ws.on('error', () => ws.terminate()); // e.g. a message over maxPayload: ws has sent 1009
    ws.once('close', () => {
      this.state = 'closed';
      onClosed(this);
    });
  }

  /** Sends one frame if the handshake is done; a frame may be shared by many connections. */
  send(frame: string | Buffer): void {
    if (this.state !== 'open') return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.ws.terminate();
      return;
    }
    this.write(frame);
  }

  /**
   * A topic push (see shared-frame.ts): one write of the prebuilt WebSocket frame. Safe beside
   * ws's own sends because the server has no permessage-deflate (hub-upgrade.ts), so ws writes
   * every message whole and at once, never queued: the socket sees frames in call order.
   */
  sendShared(frame: SharedFrame, now: number): void {
    if (this.state !== 'open') return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.ws.terminate();
      return;
    }
    this.lastSentAt = now;
    if (this.raw && this.ws.readyState === WS_OPEN) this.raw.write(frame.wire);
    else this.ws.send(frame.text, { binary: false });
  }

  /** Ends the connection with a Close message; without `allowReconnect` the client stays closed. */
  close(opts: { error?: string; code?: number; allowReconnect?: boolean } = {}): void {
    if (this.state === 'closed') return;
    if (this.state === 'open') this.write(closeFrame(opts.error, opts.allowReconnect));
    this.state = 'closed';
    this.ws.close(opts.code ?? 1000);
  }

  /** Drops the socket without a closing handshake. */
  terminate(): void {
    this.state = 'closed';
    this.ws.terminate();
  }

  tick(now: number): void {
    if (this.state === 'handshake' && now - this.openedAt > HUB_LIMITS.handshakeTimeoutMs) {
      this.ws.close(1002);
      this.state = 'closed';
    } else if (this.state === 'open' && now - this.lastReceivedAt > HUB_LIMITS.clientTimeoutMs) {
      this.close({ error: 'Server timeout elapsed without receiving a message from the client.' });
    } else if (this.state === 'open' && now - this.lastSentAt >= HUB_LIMITS.pingIntervalMs) {
      this.write(PING_FRAME);
    }
  }

  private write(frame: string | Buffer): void {
    this.lastSentAt = Date.now();
    this.ws.send(frame, { binary: false });
  }

  private receive(data: RawData): void {
    if (this.state === 'closed') return;
    this.lastReceivedAt = Date.now();
    const text = this.pending + toText(data);
    // ws caps one message at maxPayload; this caps a record split across messages the same way.
    if (text.length > HUB_LIMITS.maxMessageBytes)
      return this.close({ error: 'Message too large.', code: 1009 });
    const { records, rest } = splitRecords(text);
    this.pending = rest;
    for (const record of records) {
      if ((this.state as HubConnection['state']) === 'closed') return;
      this.handle(record);
    }
  }

  private handle(record: string): void {
    let message: { type?: unknown; invocationId?: unknown; target?: unknown; arguments?: unknown } | null;
    try {
      message = JSON.parse(record) as typeof message;
    } catch {
      return this.close({ error: 'Invalid message.', code: 1007 });
    }
    if (this.state === 'handshake') {
      if (!isJsonHandshake(message)) {
        this.write(handshakeError('Only the json protocol, version 1, is supported.'));
        this.ws.close(1002);
        this.state = 'closed';
        return;
      }
      this.state = 'open';
      this.write(HANDSHAKE_OK);
      return;
    }
    if (message?.type === MessageType.Close) {
      this.state = 'closed';
      this.ws.close(1000);
    } else if (message?.type === MessageType.Invocation) {
      const error = this.onInvoke(this, message.target, message.arguments);
      // A non-blocking invocation (no id) expects no answer; a blocking one always gets one.
      const id = message.invocationId;
      if (typeof id === 'string' && id.length <= 64) {
        this.write(error === null ? completionFrame(id) : completionErrorFrame(id, error));
      }
    } else if (message?.type === MessageType.StreamInvocation && typeof message.invocationId === 'string') {
      this.write(completionErrorFrame(message.invocationId.slice(0, 64), 'Unknown hub method.'));
    }
    // Pings (6) only prove the client is alive; other types are ignored.
  }
}
