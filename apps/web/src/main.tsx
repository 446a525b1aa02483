import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@/lib/i18n';
import { captureBtag } from '@/lib/affiliate';
import { captureReferral } from '@/lib/referral';
import { App, createQueryClient } from './app/app';
import { seedStartupQueries } from './app/boot-queries';
import { warmRoute } from './app/warm-route';
import './styles/global.css';

// The fingerprint is fetched beside the first translations (both awaited before the first
// render), so it costs no extra round trip and stays out of the entry chunk.
const fingerprint = () => import('@/lib/fingerprint').then((m) => m.ensureFingerprint());

async function start() {
  captureReferral(window.location.search);
  // Before the router reads the address: the btag leaves it here.
  captureBtag();
  const queryClient = createQueryClient();
  seedStartupQueries(queryClient);
  warmRoute(window.location.pathname, queryClient);
  await Promise.all([initI18n(), fingerprint().catch(() => undefined)]);
  const root = createRoot(document.getElementById('root')!);
  // A transition lets React yield to the browser every few milliseconds while it builds the
  // first page instead of running one long task (Total Blocking Time,
  // docs/decisions/038-home-page-lighthouse.md). The boot shell stays until React commits.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App client={queryClient} />
      </StrictMode>,
    );
  });
}

void start();
