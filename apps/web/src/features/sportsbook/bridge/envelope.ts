import {
  FRAME_EVENTS,
  type FrameCommandType,
  type FrameEnvelope,
  type FrameEventType,
  frameEnvelopeSchema,
} from '@lalebet/shared/sportsbook-bridge';

export type FrameEvent = FrameEnvelope & { type: FrameEventType };

const isEventType = (t: string): t is FrameEventType => (FRAME_EVENTS as readonly string[]).includes(t);

/**
 * A frame's message, or null: only from our frame's window, only from an origin on the adapter's
 * allow-list, and only in the typed envelope `{v:1, type, id, ts, payload}` with a known event.
 */
export function readFrameEvent(
  event: MessageEvent,
  frame: Window | null | undefined,
  allowed: readonly string[],
): FrameEvent | null {
  if (!frame || event.source !== frame || !allowed.includes(event.origin)) return null;
  const parsed = frameEnvelopeSchema.safeParse(event.data);
  if (!parsed.success || !isEventType(parsed.data.type)) return null;
  return parsed.data as FrameEvent;
}

let seq = 0;
/** Sends a command to the frame, addressed to its origin (never `*`). */
export function sendCommand(
  frame: Window | null | undefined,
  origin: string,
  type: FrameCommandType,
  payload: Record<string, unknown> = {},
) {
  if (!frame) return;
  const message: FrameEnvelope = { v: 1, type, id: `h${++seq}`, ts: Date.now(), payload };
  frame.postMessage(message, origin);
}
