import type { Promotion } from '@lalebet/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/hooks/use-locale';
import { formatDay } from './format-day';
import styles from './promotions.module.css';

type Props = { promotion: Promotion; onOpen: (p: Promotion) => void };

/** One card: artwork, category, title, teaser, end date; the whole card opens the details. */
export function PromotionCard({ promotion, onOpen }: Props) {
  const { t } = useTranslation('promotions');
  const locale = useLocale();
  const titleId = useId();
  const endsOn = promotion.endsAt ? formatDay(promotion.endsAt, locale) : null;
  const image = promotion.images[0];

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {image && (
        // The artwork repeats the title, which follows as text: decorative for screen readers.
        <img
          className={styles.image}
          src={image.url}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className={styles.cardBody}>
        <p className={styles.category}>{t(`category.${promotion.category}`)}</p>
        <h2 id={titleId} className={styles.cardTitle}>
          {promotion.title}
        </h2>
        {promotion.summary && <p className={styles.summary}>{promotion.summary}</p>}
        {endsOn && (
          <p className={styles.ends}>
            <time dateTime={promotion.endsAt!}>{t('endsOn', { date: endsOn })}</time>
          </p>
        )}
        <div className={styles.actions}>
          {/* The name starts with the visible word (label in name) and says which promotion. */}
          <button
            type="button"
            className={styles.details}
            aria-label={t('card.detailsFor', { title: promotion.title })}
            onClick={() => onOpen(promotion)}
          >
            {t('card.details')}
          </button>
        </div>
      </div>
    </article>
  );
}
