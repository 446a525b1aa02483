import type { Promotion } from '@lalebet/shared';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePromotionList } from '../../api/get-promotion-list';
import { closePromotion, usePromotionDeepLink } from '../../hooks/use-promotion-deep-link';
import { BannerCarousel } from '../banner-carousel/banner-carousel';
import { PromotionCard } from './promotion-card';
import { type PromotionFilter, PromotionFilters } from './promotion-filters';
import { PromotionEmpty, PromotionError, PromotionSkeleton } from './promotion-states';
import styles from './promotions.module.css';

// Its own chunk: the page's first paint does not wait for the dialog and the prose styles.
const PromotionDetailDialog = lazy(() => import('./promotion-detail-dialog'));

/** General promotions (e.g. a deposit bonus for everything) belong to every category. */
const matches = (p: Promotion, filter: PromotionFilter) =>
  filter === 'all' || p.category === filter || p.category === 'general';

/** /promotions: the 'promotions' banners, then the CMS promotion cards and their detail dialog. */
export function PromotionsPage() {
  const { t } = useTranslation('promotions');
  const titleId = useId();
  const [filter, setFilter] = useState<PromotionFilter>('all');
  const list = usePromotionList();
  const { open, select } = usePromotionDeepLink(list.data);

  let body;
  if (list.isPending) body = <PromotionSkeleton />;
  else if (list.isError) body = <PromotionError onRetry={() => void list.refetch()} />;
  else {
    const shown = list.data.filter((p) => matches(p, filter));
    body =
      shown.length === 0 ? (
        <PromotionEmpty onShowAll={list.data.length > 0 ? () => setFilter('all') : undefined} />
      ) : (
        <ul className={styles.grid}>
          {shown.map((p) => (
            <li key={p.id}>
              <PromotionCard promotion={p} onOpen={select} />
            </li>
          ))}
        </ul>
      );
  }

  return (
    <div className={styles.page}>
      <BannerCarousel />
      <section aria-labelledby={titleId} className={styles.section}>
        <div className={styles.toolbar}>
          <h1 id={titleId} className={styles.title}>
            {t('title')}
          </h1>
          <PromotionFilters value={filter} onChange={setFilter} />
        </div>
        {body}
      </section>
      {open && (
        <Suspense fallback={null}>
          <PromotionDetailDialog promotion={open.data as Promotion} onClose={closePromotion} />
        </Suspense>
      )}
    </div>
  );
}
