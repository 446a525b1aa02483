import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { GamesIcon } from '@/components/ui/icons/nav-icons';
import { ChevronLeftIcon } from '@/components/ui/icons/ui-icons';
import styles from './play-page.module.css';

/** The game arrives as encoded JSON in the path (brief, section 2); a bad blob is just no name. */
function gameName(encoded: string | undefined): string | null {
  if (!encoded) return null;
  for (const decode of [(s: string) => decodeURIComponent(s), (s: string) => atob(decodeURIComponent(s))]) {
    try {
      const game = JSON.parse(decode(encoded)) as { name?: unknown };
      if (typeof game?.name === 'string') return game.name;
    } catch {
      /* try the next encoding */
    }
  }
  return null;
}

/** The desktop game page; the launcher arrives with the casino feature. */
export default function PlayPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { game } = useParams();
  const name = gameName(game);
  return (
    <section className={styles.page} aria-labelledby="play-title">
      <div className={styles.bar}>
        <Button variant="ghost" size="sm" icon={<ChevronLeftIcon size={18} />} onClick={() => navigate(-1)}>
          {t('play.back')}
        </Button>
        <h1 id="play-title" className={styles.title}>
          {name ?? t('play.title')}
        </h1>
      </div>
      <div className={styles.stage}>
        <GamesIcon size={48} />
        <p>{t('play.soon')}</p>
      </div>
    </section>
  );
}
