import type { ChatConfig } from './chat-config';

/** The widget is told to open or close with this window event (ADR 007). */
export const CHAT_TOGGLE_EVENT = 'lalebet:chat';

let loading: Promise<void> | null = null;

/**
 * Adds the widget's <script> once (no inline code: the CSP forbids it). The widget reads its
 * site id and div id from the script's data attributes (`document.currentScript.dataset`) and
 * renders into the element with that id. After a failed load (offline, blocked by the CSP) the
 * next call tries again.
 */
export function loadChatScript(config: ChatConfig, doc: Document = document): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = config.scriptUrl;
    script.async = true;
    script.dataset.siteId = config.siteId;
    script.dataset.divId = config.divId;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      loading = null;
      reject(new Error('The chat widget could not be loaded.'));
    });
    doc.head.append(script);
  });
  return loading;
}

export function toggleChatWidget(open: boolean, target: EventTarget = window) {
  target.dispatchEvent(new CustomEvent(CHAT_TOGGLE_EVENT, { detail: { open } }));
}
