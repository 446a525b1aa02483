import { useMemo } from 'react';
import { useSiteOptions } from '@/features/content/api/get-site-options';
import { LiveChat } from '@/features/live-chat/components/live-chat';
import { chatConfig } from '@/features/live-chat/lib/chat-config';
import { SupportPanel } from './support-panel';

/**
 * What `openChat` shows: the live-chat widget when this is a production build and the site
 * options configure it (chat site id, div id, script URL; ADR 007), otherwise our support panel.
 */
export function Support() {
  const { data: options } = useSiteOptions();
  const config = useMemo(
    () => chatConfig(options, { production: import.meta.env.PROD, origin: window.location.origin }),
    [options],
  );
  return config ? <LiveChat config={config} fallback={<SupportPanel />} /> : <SupportPanel />;
}
