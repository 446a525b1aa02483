import { GAME_MODAL_BAR_PX, LAUNCHERS_CLOSING_ON_FAILURE } from '@lalebet/shared/casino-constants';
import { type CSSProperties, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, IconButton } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons/ui-icons';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useGameOrigins } from '../api/get-game-origins';
import { errorMessage } from '@/lib/api-message';
import type { PlayableGame } from './game-link';
import { ReloadIcon } from './icons';
import { SnippetFrame } from './snippet-frame';
import { useGameLaunch } from './use-game-launch';
import { useGameMessages } from './use-game-messages';
import styles from './game-stage.module.css';
import { cx } from '@/lib/cx';

/** One launch-failure toast at a time, replaced by the next failure, dismissed by a success. */
const LAUNCH_TOAST_ID = 'game-launch';
/** URL games: scripts, their own origin, forms and popups; never navigating the site away. */
const URL_GAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

type Props = {
  game: PlayableGame;
  /** The launch body's platform / isMobile. */
  isMobile: boolean;
  /** The bar's title: the page's h1 or the modal's h2, named by `titleId`. */
  titleId: string;
  titleLevel: 'h1' | 'h2';
  /** The close button and the game's exit message. */
  onClose: () => void;
  onDeposit: () => void;
  /** The play modal closes when an EGT, Hub88 or SoftGamings launch fails (docs/product.md §8). */
  closeOnFailure?: boolean;
  className?: string;
  /** Beside the title, e.g. the session clock the app composes in (docs/rules.md R20, ADR 024). */
  barSlot?: ReactNode;
};

/** The play modal's and play page's shared body: the 35 px bar, then the game. */
export function GameStage({
  game,
  isMobile,
  titleId,
  titleLevel: Title,
  onClose,
  onDeposit,
  ...opts
}: Props) {
  const { t } = useTranslation('play');
  const frameRef = useRef<HTMLIFrameElement>(null);
  const { launch, attempt, relaunch } = useGameLaunch(game, isMobile);
  const origins = useGameOrigins();

  useGameMessages({
    frameRef,
    launch: launch.data,
    origins: origins.data,
    onMessage: (action) => {
      if (action === 'exit') return onClose();
      toast.info(t('reloading'));
      relaunch();
    },
  });

  useLaunchToasts(
    launch,
    attempt,
    !!opts.closeOnFailure && LAUNCHERS_CLOSING_ON_FAILURE.includes(game.launcher),
    onClose,
  );

  return (
    <div
      className={cx(styles.root, opts.className)}
      style={{ '--game-bar-h': `${GAME_MODAL_BAR_PX}px` } as CSSProperties}
    >
      <div className={styles.bar}>
        <Title id={titleId} className={styles.title}>
          {game.name}
        </Title>
        {opts.barSlot}
        <Button size="sm" className={styles.deposit} onClick={onDeposit}>
          {t('deposit')}
        </Button>
        <IconButton
          label={t('reload')}
          className={styles.barButton}
          onClick={relaunch}
          disabled={launch.isFetching}
        >
          <ReloadIcon size={18} />
        </IconButton>
        <IconButton label={t('close')} className={styles.barButton} onClick={onClose}>
          <CloseIcon size={18} />
        </IconButton>
      </div>
      <div className={styles.stage} aria-busy={launch.isPending || undefined}>
        <StageBody
          launch={launch}
          attempt={attempt}
          relaunch={relaunch}
          frameRef={frameRef}
          title={game.name}
        />
      </div>
    </div>
  );
}

type Launch = ReturnType<typeof useGameLaunch>['launch'];

/**
 * The launch's toasts: one error per failed attempt with the server's message (docs/product.md
 * §8), closing the modal when that launcher's failures do; a launched game dismisses it.
 */
function useLaunchToasts(launch: Launch, attempt: number, closeOnFailure: boolean, onClose: () => void) {
  const { t } = useTranslation('play');
  const failed = launch.isError ? launch.error : null;
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    if (!failed) return;
    toast.error(errorMessage(failed, t('error.fallback')), { id: LAUNCH_TOAST_ID });
    if (closeOnFailure) close.current();
  }, [failed, attempt, closeOnFailure, t]);
  // A game on screen makes an earlier launch failure old news.
  const launched = launch.data;
  useEffect(() => {
    if (launched) toast.dismiss(LAUNCH_TOAST_ID);
  }, [launched]);
}

type StageProps = {
  launch: Launch;
  attempt: number;
  relaunch: () => void;
  frameRef: RefObject<HTMLIFrameElement | null>;
  title: string;
};

/** Under the bar: the launch's spinner or error, then the game's frame. */
function StageBody({ launch, attempt, relaunch, frameRef, title }: StageProps) {
  const { t } = useTranslation('play');
  if (launch.isPending) {
    return (
      <div className={styles.state} role="status">
        <Spinner size={36} />
        <span>{t('loading')}</span>
      </div>
    );
  } else if (launch.isError) {
    return (
      <div className={styles.state} role="alert">
        <p className={styles.errorTitle}>{t('error.title')}</p>
        <p>{errorMessage(launch.error, t('error.fallback'))}</p>
        <Button variant="secondary" icon={<ReloadIcon size={18} />} onClick={relaunch}>
          {t('retry')}
        </Button>
      </div>
    );
  } else {
    const data = launch.data;
    return (
      <>
        {/* Under the frame: seen only until the game paints its first screen. */}
        <div className={styles.state} aria-hidden="true">
          <Spinner size={36} />
        </div>
        {data.kind === 'url' ? (
          <iframe
            key={attempt}
            ref={frameRef}
            src={data.url}
            title={title}
            allow="autoplay; fullscreen"
            // The provider's page keeps its own origin (games need their storage) but may not
            // navigate the site's window away (no allow-top-navigation).
            sandbox={URL_GAME_SANDBOX}
            referrerPolicy="no-referrer"
            className={styles.frame}
          />
        ) : (
          <SnippetFrame
            key={attempt}
            html={data.html}
            title={title}
            frameRef={frameRef}
            className={styles.frame}
          />
        )}
      </>
    );
  }
}
