/**
 * The SignalR JSON hub protocol, the part this server speaks (ADR 006): every record is a JSON
 * text ended by the record separator 0x1E; the first record each way is the handshake.
 * https://github.com/dotnet/aspnetcore/blob/main/src/SignalR/docs/specs/HubProtocol.md
 */
export const RS = '\x1e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

/** The handshake answer when the client asked for `{"protocol":"json","version":1}`. */
export const HANDSHAKE_OK = `{}${RS}`;
export const PING_FRAME = `{"type":6}${RS}`;

export function handshakeError(error: string): string {
  return JSON.stringify({ error }) + RS;
}

export function invocationFrame(target: string, args: unknown[]): string {
  return JSON.stringify({ type: MessageType.Invocation, target, arguments: args }) + RS;
}

/** Without `allowReconnect` the client stops for good (its automatic reconnect does not run). */
export function closeFrame(error?: string, allowReconnect = false): string {
  return (
    JSON.stringify({
      type: MessageType.Close,
      ...(error ? { error } : {}),
      ...(allowReconnect ? { allowReconnect: true } : {}),
    }) + RS
  );
}

/** A void method's success: no result, no error. */
export function completionFrame(invocationId: string): string {
  return JSON.stringify({ type: MessageType.Completion, invocationId }) + RS;
}

export function completionErrorFrame(invocationId: string, error: string): string {
  return JSON.stringify({ type: MessageType.Completion, invocationId, error }) + RS;
}

/** Complete records of `text`, and the unfinished tail to prepend to the next message. */
export function splitRecords(text: string): { records: string[]; rest: string } {
  const parts = text.split(RS);
  const rest = parts.pop() ?? '';
  return { records: parts.filter((p) => p.length > 0), rest };
}

export type HandshakeRequest = { protocol: string; version: number };

export function isJsonHandshake(value: unknown): boolean {
  const v = value as Partial<HandshakeRequest> | null;
  return typeof v === 'object' && v !== null && v.protocol === 'json' && v.version === 1;
}
