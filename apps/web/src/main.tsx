import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ensureFingerprint } from '@/lib/fingerprint';
import { initI18n } from '@/lib/i18n';
import { App } from './app/app';
import './styles/global.css';

async function start() {
  await Promise.all([initI18n(), ensureFingerprint().catch(() => undefined)]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
