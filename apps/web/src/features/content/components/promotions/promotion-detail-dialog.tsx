import type { Promotion } from '@lalebet/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { claimBonusOfferHref } from '@/config/search-params';
import { useLocale } from '@/hooks/use-locale';
import { openDialog } from '@/stores/dialogs';
import { useSession } from '@/stores/session';
import { useInternalLinks } from '../../hooks/use-internal-links';
import prose from '../content-page/prose.module.css';
import { formatDay } from './format-day';
import styles from './promotion-detail-dialog.module.css';

type Props = { promotion: Promotion; onClose: () => void };

/**
 * The product's promotion detail: the second image, the title and the HTML description, plus the
 * way to the attached offer. Leaving the page (claim, a link in the text) closes it: the
 * promotions page closes its dialog when it unmounts.
 */
export default function PromotionDetailDialog({ promotion, onClose }: Props) {
  const { t } = useTranslation('promotions');
  const locale = useLocale();
  const navigate = useNavigate();
  const loggedIn = useSession() !== null;
  const onBodyClick = useInternalLinks();
  const image = promotion.images[1] ?? promotion.images[0];
  const endsOn = promotion.endsAt ? formatDay(promotion.endsAt, locale) : null;
  const { bonus } = promotion;

  const claim = (definitionId: number) => {
    const to = claimBonusOfferHref(definitionId);
    // A guest logs in first and then continues to the offer.
    if (loggedIn) void navigate(to);
    else openDialog({ name: 'login', data: { redirectTo: to } });
  };

  return (
    <Dialog title={promotion.title} onClose={onClose} size="wide" bodyClassName={styles.body}>
      {/* Focusable, so a keyboard can scroll a long text that has no link in it (WCAG 2.1.1). */}
      <div className={styles.scroll} tabIndex={0} role="region" aria-label={promotion.title}>
        {image && (
          <img className={styles.image} src={image.url} alt="" width={960} height={400} decoding="async" />
        )}
        <div className={styles.text}>
          {endsOn && (
            <p className={styles.meta}>
              <time dateTime={promotion.endsAt!}>{t('endsOn', { date: endsOn })}</time>
            </p>
          )}
          {/* Sanitized by the API (an allow-list of tags and attributes), like CMS pages. */}
          <div
            className={`${prose.prose} ${styles.prose}`}
            onClick={onBodyClick}
            dangerouslySetInnerHTML={{ __html: promotion.description }}
          />
        </div>
      </div>
      {bonus && (
        <footer className={styles.footer}>
          {!loggedIn && <p className={styles.hint}>{t('dialog.loginHint')}</p>}
          <Button size="lg" className={styles.claim} onClick={() => claim(bonus.definitionId)}>
            {t('dialog.claim')}
          </Button>
        </footer>
      )}
    </Dialog>
  );
}
