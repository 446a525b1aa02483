import { type GameMessage, isGameMessage } from '@lalebet/shared/casino-constants';
import { type RefObject, useEffect, useRef } from 'react';
import type { Launch } from '../api/launch-game';

/** The game frame itself, or a frame inside it (a snippet launch nests the game one level down). */
function isFromFrame(source: MessageEventSource | null, frame: Window): boolean {
  if (!source) return false;
  if (source === frame) return true;
  for (let i = 0; i < frame.frames.length; i++) if (frame.frames[i] === source) return true;
  return false;
}

type Options = {
  frameRef: RefObject<HTMLIFrameElement | null>;
  launch: Launch | undefined;
  /** casino/gameorigins: where snippet-launched games are served from. */
  origins: readonly string[] | undefined;
  onMessage: (action: GameMessage['action']) => void;
};

/**
 * Game messages (ADR 011): only `{ type: 'lalebet:game', action }`, only from our game frame or
 * a frame inside it, and only from the launched game's origin (a URL launch) or, for a snippet
 * launch, from the sandbox's opaque origin or a casino/gameorigins origin.
 */
export function useGameMessages({ frameRef, launch, origins, onMessage }: Options) {
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });
  useEffect(() => {
    if (!launch) return;
    const listener = (event: MessageEvent) => {
      if (!isGameMessage(event.data)) return;
      const frame = frameRef.current?.contentWindow;
      if (!frame || !isFromFrame(event.source, frame)) return;
      const trusted =
        launch.kind === 'url'
          ? event.origin === launch.origin
          : // The sandbox (allow-scripts only) is inherited by the frames the snippet creates, so
            // in a browser the game's messages come from an opaque origin, 'null'; a game origin
            // is accepted too in case a browser reports the frame's own.
            event.origin === 'null' || (origins ?? []).includes(event.origin);
      if (!trusted) return;
      handler.current(event.data.action);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frameRef, launch, origins]);
}
