import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { openDialog } from '@/stores/dialogs';
import { decodeGame } from './game-link';
import { GameStage } from './game-stage';
import { isMobilePlay } from './use-open-game';
import styles from './game-page.module.css';

/** /casino/play/{encoded game}: the desktop game page (docs/product.md §2). */
export function GamePage({ encoded, barSlot }: { encoded: string | undefined; barSlot?: ReactNode }) {
  const { t } = useTranslation('play');
  const navigate = useNavigate();
  const location = useLocation();
  const titleId = useId();
  // A link opened on a phone still launches the mobile build.
  const [isMobile] = useState(isMobilePlay);
  const game = decodeGame(encoded);

  if (!game) {
    return (
      <section className={styles.invalid} aria-labelledby={titleId}>
        <h1 id={titleId}>{t('invalid.title')}</h1>
        <p>{t('invalid.text')}</p>
        <Link to={paths.casinoSlot} className={buttonClass('primary')}>
          {t('invalid.back')}
        </Link>
      </section>
    );
  }

  // Back where the player came from; a page opened directly goes to the casino lobby.
  const leave = () => (location.key === 'default' ? navigate(paths.casinoSlot) : navigate(-1));

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <GameStage
        key={encoded}
        game={game}
        isMobile={isMobile}
        titleId={titleId}
        titleLevel="h1"
        onClose={() => void leave()}
        onDeposit={() => openDialog({ name: 'deposit' })}
        className={styles.stage}
        barSlot={barSlot}
      />
    </section>
  );
}
