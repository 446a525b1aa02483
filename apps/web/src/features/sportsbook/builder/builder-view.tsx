import type { SportsMarket } from '@lalebet/shared/sportsbook';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/hooks/use-locale';
import { sportsbookKeys } from '../api/keys';
import { formatOdds } from '../lib/odds-format';
import { oddsFormatStore } from '../lib/odds-format-store';
import { BuilderMarkets } from './builder-markets';
import { BuilderPanel } from './builder-panel';
import { builder, useBuilderLegs } from './builder-store';
import { useBuilderQuote } from './use-builder-price';
import styles from './builder.module.css';

/** Whether the element `id` is on screen (false where IntersectionObserver is missing). */
function usePanelInView(id: string) {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const el = document.getElementById(id);
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(!!entry?.isIntersecting));
    observer.observe(el);
    return () => observer.disconnect();
  }, [id]);
  return inView;
}

/**
 * On a phone the coupon sits below a long list of markets: a bar held under the header says the
 * picks and the price and jumps to it. Always there, so the first pick moves nothing.
 */
function JumpBar({ target, count, odds }: { target: string; count: number; odds: number | null }) {
  const { t } = useTranslation('betslip');
  const locale = useLocale();
  const format = oddsFormatStore.use((s) => s.format);
  const inView = usePanelInView(target);
  return (
    <button
      type="button"
      // Hidden (keeping its place) while the coupon itself is on screen: nothing to jump to.
      className={inView ? `${styles.jump} ${styles.idle}` : styles.jump}
      onClick={() => {
        const panel = document.getElementById(target);
        // Optional: jsdom has none (claim-bonus does the same).
        panel?.scrollIntoView?.({ block: 'start' });
        panel?.focus({ preventScroll: true });
      }}
    >
      <span>{t('builder.summary', { count, odds: odds ? formatOdds(odds, format, locale) : '-' })}</span>{' '}
      <strong>{t('builder.jump')}</strong>
    </button>
  );
}

/**
 * The match page's "Bahis Oluşturucu" view: the combinable markets and, beside them from
 * tablets up (below them on a phone, with a bar that jumps there), the builder's coupon.
 */
export function BuilderView({ eventId, markets }: { eventId: string; markets: SportsMarket[] }) {
  const panelId = useId();
  const client = useQueryClient();
  const legs = useBuilderLegs(eventId);
  // The picks follow their markets' pushed prices, and a moved one asks the combined price again.
  useEffect(() => {
    if (builder.follow(eventId, markets))
      void client.invalidateQueries({ queryKey: sportsbookKeys.builderPrices(eventId) });
  }, [client, eventId, markets]);
  const quote = useBuilderQuote(eventId, legs);
  return (
    <div className={styles.view}>
      <JumpBar target={panelId} count={legs.length} odds={quote.stale ? null : quote.odds} />
      <BuilderMarkets eventId={eventId} markets={markets} />
      <div id={panelId} className={styles.panel} tabIndex={-1}>
        <BuilderPanel eventId={eventId} legs={legs} quote={quote} />
      </div>
    </div>
  );
}
