import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { useLocale } from '@/hooks/use-locale';
import { openDialog } from '@/stores/dialogs';
import { useSession } from '@/stores/session';
import { sharedKeys } from '@/lib/query-keys';
import { FRAME_ADAPTERS, type FrameAdapter, type FrameLaunch } from './adapters';
import { useFrameBridge } from './use-frame-bridge';
import styles from './sportsbook-frame.module.css';

type Provider = keyof typeof FRAME_ADAPTERS;

/**
 * A third-party sportsbook in a frame (ADR 091, ADR 097), one adapter per provider: a launch token from
 * our server (never the session token), the typed message bridge, and an "open in a new tab"
 * fallback for browsers that block the frame's storage. Guests are asked to log in first.
 */
export function SportsbookFrame({ provider }: { provider: Provider }) {
  const { t } = useTranslation('sportsbook');
  const session = useSession();
  const usercode = session?.usercode ?? null;
  const launch = useQuery({
    queryKey: ['sportsbook', 'bridge', provider, usercode],
    queryFn: FRAME_ADAPTERS[provider].launch,
    enabled: !!usercode,
    staleTime: Infinity,
    gcTime: 0,
    retry: 1,
  });
  if (!session) {
    return (
      <section className={styles.prompt} aria-label={t('bridge.title', { context: provider })}>
        <p>{t('bridge.loginPrompt')}</p>
        <Button onClick={() => openDialog({ name: 'login' })}>{t('bridge.login')}</Button>
      </section>
    );
  }
  if (launch.isPending) return <LoadingState label={t('bridge.loading')} />;
  if (launch.isError) {
    return (
      <ErrorState
        error={launch.error}
        fallback={t('bridge.unavailable')}
        retryLabel={t('list.retry')}
        onRetry={() => void launch.refetch()}
      />
    );
  }
  return (
    <FrameView
      provider={provider}
      adapter={FRAME_ADAPTERS[provider]}
      launch={launch.data}
      balance={session.balance}
      onExpired={() => void launch.refetch()}
    />
  );
}

type ViewProps = {
  provider: Provider;
  adapter: FrameAdapter;
  launch: FrameLaunch;
  balance: number;
  onExpired: () => void;
};

function FrameView({ provider, adapter, launch, balance, onExpired }: ViewProps) {
  const { t } = useTranslation('sportsbook');
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const frameRef = useRef<HTMLIFrameElement>(null);
  // The frame loads once, with the first launch; later tokens go to it as setToken.
  const [src] = useState(() => adapter.src(launch, locale));
  const bridge = useFrameBridge(
    frameRef,
    adapter,
    launch,
    { locale, balance, loggedIn: true },
    {
      onLoginRequested: () => openDialog({ name: 'login' }),
      onDepositRequested: () => void navigate(paths.dashboard.deposit),
      onSessionExpired: onExpired,
      onRegisterRequested: () => openDialog({ name: 'register' }),
      onBalanceReported: () => void queryClient.invalidateQueries({ queryKey: sharedKeys.balance }),
    },
  );
  const openInTab = async () => {
    const fresh = await adapter.launch();
    window.open(adapter.src(fresh, locale), '_blank', 'noopener');
  };
  return (
    <section className={styles.bridge} aria-label={t('bridge.title', { context: provider })}>
      <iframe
        ref={frameRef}
        className={styles.frame}
        src={src}
        title={t('bridge.title', { context: provider })}
        style={bridge.height ? { height: bridge.height } : undefined}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        allow="autoplay; encrypted-media; picture-in-picture"
      />
      <div className={styles.bar}>
        <p className={styles.status} role="status">
          {bridge.error
            ? t('bridge.error', { code: bridge.error })
            : bridge.lastBet
              ? t('bridge.betPlaced')
              : bridge.slipCount > 0
                ? t('bridge.slipCount', { count: bridge.slipCount })
                : t('bridge.newTabHint')}
        </p>
        <Button variant="secondary" size="sm" onClick={() => void openInTab()}>
          {t('bridge.newTab')}
        </Button>
      </div>
    </section>
  );
}
