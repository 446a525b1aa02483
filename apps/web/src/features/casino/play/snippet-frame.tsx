import { type RefObject, useEffect } from 'react';

/** docs/product.md §7: the SoftGamings snippet is injected after a 100 ms delay. */
export const SNIPPET_DELAY_MS = 100;
const FRAME_READY = 'lalebet:frame-ready';
const SNIPPET = 'lalebet:snippet';

type Props = {
  html: string;
  title: string;
  frameRef: RefObject<HTMLIFrameElement | null>;
  className?: string;
};

/**
 * The SoftGamings answer is HTML and script from a third party: it never enters our document.
 * It runs in /game-frame, sandboxed to scripts only (an opaque origin: no cookies, storage or
 * parent access), which tells us when it listens; then the snippet is posted in.
 */
export function SnippetFrame({ html, title, frameRef, className }: Props) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const listener = (event: MessageEvent) => {
      const frame = frameRef.current?.contentWindow;
      if (!frame || event.source !== frame) return;
      const data = event.data as { type?: unknown } | null;
      if (typeof data !== 'object' || data === null || data.type !== FRAME_READY) return;
      clearTimeout(timer);
      // The sandboxed frame's origin is opaque ('null'), so '*' is the only target that reaches it.
      timer = setTimeout(() => frame.postMessage({ type: SNIPPET, html }, '*'), SNIPPET_DELAY_MS);
    };
    window.addEventListener('message', listener);
    return () => {
      window.removeEventListener('message', listener);
      clearTimeout(timer);
    };
  }, [frameRef, html]);

  return (
    <iframe
      ref={frameRef}
      src="/game-frame"
      sandbox="allow-scripts"
      allow="autoplay; fullscreen"
      title={title}
      className={className}
    />
  );
}
