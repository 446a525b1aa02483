import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/components/ui/icons/ui-icons';
import { storage, STORAGE_KEYS } from '@/lib/storage';
import { uiStore } from '@/stores/ui';
import { useTopBannerState } from './top-banner-slot';
import styles from './top-banner.module.css';
import { cx } from '@/lib/cx';

/** docs/product.md §9: the banner fades out, then 500 ms later it is gone. */
export const TOP_BANNER_HIDE_DELAY_MS = 500;
export const TOP_BANNER_BODY_CLASS = 'has-top-banner';

/**
 * The domain-change notice: current and next domain, scrolling (docs/product.md §1 and §4).
 * It loads only at `/`; any other navigation marks it read for this visit.
 */
export function TopBanner() {
  const { t } = useTranslation();
  const { atRoot, data, visible } = useTopBannerState();
  const [closing, setClosing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (!atRoot && !uiStore.get().topNotifyRead) uiStore.set({ topNotifyRead: true });
  }, [atRoot]);

  useEffect(() => {
    if (!visible) return;
    document.body.classList.add(TOP_BANNER_BODY_CLASS);
    return () => document.body.classList.remove(TOP_BANNER_BODY_CLASS);
  }, [visible]);

  useEffect(() => () => clearTimeout(timer.current), []);

  if (!visible || !data) return null;

  const close = () => {
    storage.set(STORAGE_KEYS.topNotifyRead, 'yes');
    setClosing(true);
    timer.current = setTimeout(() => {
      document.body.classList.remove(TOP_BANNER_BODY_CLASS);
      uiStore.set({ topNotifyRead: true });
    }, TOP_BANNER_HIDE_DELAY_MS);
  };

  const text = t('topBanner.text', { current: data.current, next: data.next });
  return (
    <div
      className={cx(styles.banner, closing && styles.closing)}
      role="region"
      aria-label={t('topBanner.label')}
    >
      <div className={styles.viewport}>
        <p className={styles.track}>
          <span>{text}</span>
          <span aria-hidden="true">{text}</span>
        </p>
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label={t('topBanner.close')}
        title={t('topBanner.close')}
        onClick={close}
        disabled={closing}
      >
        <CloseIcon size={16} />
      </button>
    </div>
  );
}
