import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { askStepUp } from '@/features/auth/step-up';
import { configureApiClient } from '@/lib/api-client';
import { currentLocale, i18next, initI18n } from '@/lib/i18n';
import { session } from '@/lib/session';
import { App, createQueryClient } from './app/app';
import './styles/admin.css';

async function start() {
  const client = createQueryClient();
  configureApiClient({
    locale: () => i18next.language || currentLocale(),
    stepUp: askStepUp,
    onUnauthorized: () => {
      session.clear();
      client.clear();
      if (!window.location.pathname.endsWith('/login')) window.location.assign('/admin/login');
    },
  });
  await initI18n();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App client={client} />
    </StrictMode>,
  );
}

void start();
