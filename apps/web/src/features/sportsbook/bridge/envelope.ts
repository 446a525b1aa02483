import {
  type FrameCommandType,
  type FrameEnvelope,
  type FrameEventType,
  frameEnvelopeSchema,
} from '@lalebet/shared/sportsbook-bridge';
import type { FrameAdapter } from './adapters';

export type FrameEvent = FrameEnvelope & { type: FrameEventType };

/**
 * A frame's message as our event, or null: only from our frame's window, only from an origin on
 * the adapter's allow-list, only in the typed envelope `{v:1, type, id, ts, payload}`, and only
 * a message the adapter maps to one of our events.
 */
export function readFrameEvent(
  event: MessageEvent,
  frame: Window | null | undefined,
  allowed: readonly string[],
  adapter: Pick<FrameAdapter, 'event'>,
): FrameEvent | null {
  if (!frame || event.source !== frame || !allowed.includes(event.origin)) return null;
  const parsed = frameEnvelopeSchema.safeParse(event.data);
  if (!parsed.success) return null;
  const mapped = adapter.event({ type: parsed.data.type, payload: parsed.data.payload });
  return mapped ? { ...parsed.data, ...mapped } : null;
}

let seq = 0;
/** Sends a command to the frame in the adapter's vocabulary, addressed to its origin (never `*`). */
export function sendCommand(
  frame: Window | null | undefined,
  origin: string,
  adapter: Pick<FrameAdapter, 'command'>,
  type: FrameCommandType,
  payload: Record<string, unknown> = {},
) {
  if (!frame || !origin) return;
  const m = adapter.command({ type, payload });
  if (!m) return;
  const message: FrameEnvelope = { v: 1, type: m.type, id: `h${++seq}`, ts: Date.now(), payload: m.payload };
  frame.postMessage(message, origin);
}
