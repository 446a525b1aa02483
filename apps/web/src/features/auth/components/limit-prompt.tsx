import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { closeDialogs } from '@/stores/dialogs';
import styles from './celebration-view.module.css';

/**
 * docs/rules.md R1: registration offers a deposit limit, and skipping
 * it is an explicit choice ('Not now'), not a silent default.
 */
export function LimitPrompt() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const titleId = useId();
  const [skipped, setSkipped] = useState(false);
  if (skipped) return null;
  const setNow = () => {
    closeDialogs();
    void navigate(paths.dashboard.responsibleGaming);
  };
  return (
    <section className={styles.limit} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.limitTitle}>
        {t('limitPrompt.title')}
      </h3>
      <p className={styles.limitText}>{t('limitPrompt.text')}</p>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={setNow}>
          {t('limitPrompt.set')}
        </Button>
        <Button variant="ghost" onClick={() => setSkipped(true)}>
          {t('limitPrompt.notNow')}
        </Button>
      </div>
    </section>
  );
}
