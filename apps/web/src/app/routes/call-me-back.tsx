import { useTranslation } from 'react-i18next';
import { PhoneIcon } from '@/components/ui/icons/nav-icons';
import { ShieldIcon } from '@/components/ui/icons/ui-icons';
import { CallbackForm } from '@/features/callback/components/callback-form';
import styles from './call-me-back.module.css';

/** 'Sizi Arayalım': the call-centre form, opened from the main menu in a new tab. */
export default function CallMeBack() {
  const { t } = useTranslation('callback');
  return (
    <div className={styles.page}>
      <section className={styles.intro} aria-labelledby="callback-title">
        <span className={styles.icon}>
          <PhoneIcon size={32} />
        </span>
        <h1 id="callback-title" className={styles.title}>
          {t('common:nav.callMeBack')}
        </h1>
        <p className={styles.lead}>{t('callback.intro')}</p>
        <ul role="list" className={styles.points}>
          {(['callback.point1', 'callback.point2', 'callback.point3'] as const).map((key) => (
            <li key={key}>
              <ShieldIcon size={18} />
              {t(key)}
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.card} aria-label={t('callback.formLabel')}>
        <CallbackForm />
      </section>
    </div>
  );
}
