import type { SportsEvent, SportsMarket, SportsOutcome } from '@lalebet/shared/sportsbook';
import { useTranslation } from 'react-i18next';
import { LockIcon } from '@/components/ui/icons/ui-icons';
import { useLocale } from '@/hooks/use-locale';
import { useOddsMove } from '../hooks/use-odds-move';
import { formatOdds } from '../lib/odds-format';
import { useOddsFormat } from '../lib/odds-format-store';
import { slip, useSlipSelections } from '../slip/slip-store';
import styles from './odds-button.module.css';

type Props = {
  event: Pick<SportsEvent, 'id' | 'home' | 'away' | 'status' | 'mbs'>;
  market: SportsMarket;
  outcome: SportsOutcome;
  /** List rows show short outcome names above the price; the event page shows them beside it. */
  layout?: 'stacked' | 'inline';
};

/** "Home - Away"; an outright (no away side) is its own name alone. */
export const eventName = (e: Pick<SportsEvent, 'home' | 'away'>) =>
  e.away ? `${e.home} - ${e.away}` : e.home;

/**
 * One price: a toggle that adds the outcome to the bet slip or takes it out (aria-pressed).
 * Locked (disabled, with a lock) while the market is not active or the outcome is not offered;
 * green or red for a second after the price moved up or down.
 */
export function OddsButton({ event, market, outcome, layout = 'stacked' }: Props) {
  const { t } = useTranslation('sportsbook');
  const locale = useLocale();
  const format = useOddsFormat();
  const move = useOddsMove(outcome.odds);
  useSlipSelections();
  const line = {
    eventId: event.id,
    marketId: market.id,
    specifiers: market.specifiers,
    outcomeId: outcome.id,
  };
  const selected = slip.has(line);
  const locked = market.status !== 'active' || !outcome.active;
  const odds = formatOdds(outcome.odds, format, locale);
  const name = `${eventName(event)} ${market.name} ${outcome.name} ${odds}`;

  return (
    <button
      type="button"
      className={[styles.button, styles[layout], move && styles[move], selected && styles.selected]
        .filter(Boolean)
        .join(' ')}
      aria-pressed={selected}
      aria-label={locked ? `${name}, ${t('odds.locked')}` : name}
      disabled={locked}
      onClick={() =>
        slip.toggle({
          ...line,
          odds: outcome.odds,
          eventName: eventName(event),
          marketName: market.name,
          outcomeName: outcome.name,
          live: event.status === 'live',
          active: true,
          mbs: event.mbs,
        })
      }
    >
      <span className={styles.name}>{outcome.name}</span>
      {/* A space between the parts (flex items, so not drawn): the visible text reads "1 2,50",
          which the name must contain (WCAG 2.5.3 Label in Name), not "12,50". */}{' '}
      {locked ? (
        <span className={styles.lock} role="img" aria-label={t('odds.locked')}>
          <LockIcon size={16} />
        </span>
      ) : (
        <span className={styles.odds}>
          {odds}
          {move && (
            <span className={styles.arrow} aria-hidden="true">
              {move === 'up' ? '▲' : '▼'}
            </span>
          )}
        </span>
      )}
    </button>
  );
}
