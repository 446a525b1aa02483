/**
 * A topic push is the same bytes for every watcher (docs/decisions/021-sportsbook-engine.md,
 * "Performance"): the hub frame is serialized once per publish, and so is its WebSocket framing
 * (RFC 6455 §5.2: a final text frame, unmasked as a server's must be). Each socket then gets one
 * write of the same Buffer, instead of ws building a header and two writes per connection.
 */
export type SharedFrame = {
  /** The hub protocol text (records ended by 0x1E), for sockets written through ws. */
  readonly text: Buffer;
  /** `text` as a complete WebSocket frame, for the raw socket under ws. */
  readonly wire: Buffer;
};

const FIN_TEXT = 0x81;

export function sharedFrame(text: string): SharedFrame {
  const payload = Buffer.from(text);
  const n = payload.length;
  const headerLength = n < 126 ? 2 : n <= 0xffff ? 4 : 10;
  const wire = Buffer.allocUnsafe(headerLength + n);
  wire[0] = FIN_TEXT;
  if (n < 126) {
    wire[1] = n;
  } else if (n <= 0xffff) {
    wire[1] = 126;
    wire.writeUInt16BE(n, 2);
  } else {
    wire[1] = 127;
    wire.writeBigUInt64BE(BigInt(n), 2);
  }
  payload.copy(wire, headerLength);
  return { text: payload, wire };
}
