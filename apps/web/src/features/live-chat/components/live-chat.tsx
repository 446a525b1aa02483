import { type ReactNode, useEffect, useState } from 'react';
import { uiStore } from '@/stores/ui';
import type { ChatConfig } from '../lib/chat-config';
import { loadChatScript, toggleChatWidget } from '../lib/load-chat-script';

type Props = { config: ChatConfig; fallback: ReactNode };

/**
 * The third-party chat widget, driven by `openChat` (docs/product.md §4: a click flips it). The
 * script loads on the first open, not with the page: players who never ask for help never
 * download it. If it cannot load (offline, blocked by the CSP), `fallback` is shown instead.
 * `config` must keep its identity between renders (memoize it).
 */
export function LiveChat({ config, fallback }: Props) {
  const open = uiStore.use((s) => s.openChat);
  const [status, setStatus] = useState<'idle' | 'ready' | 'failed'>('idle');
  const ready = status === 'ready';

  useEffect(() => {
    if (!open) return;
    let current = true;
    loadChatScript(config).then(
      () => current && setStatus('ready'),
      () => current && setStatus('failed'),
    );
    return () => {
      current = false;
    };
  }, [open, config]);

  useEffect(() => {
    if (ready) toggleChatWidget(open);
  }, [open, ready]);

  if (status === 'failed') return fallback;
  return <div id={config.divId} hidden={!open || !ready} data-live-chat />;
}
