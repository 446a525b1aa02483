import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountPage } from '@/components/ui/account-page';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useBonusList } from '../../api/get-bonus-list';
import { useMyBonuses } from '../../api/get-my-bonuses';
import { QueryGate } from '@/components/ui/query-state';
import { ListEmpty } from '../list-state';
import { BonusOfferCard } from './bonus-offer-card';
import styles from './claim-bonus.module.css';
import { useHighlightedOffer } from './use-highlighted-offer';

/** /dashboard/claim-bonus ('Bonus Talep'): the offers, their rules and a Claim button each. */
export function ClaimBonusPage() {
  const { t } = useTranslation('bonuses');
  const list = useBonusList();
  // bonus/list says an offer was claimed; the player's bonuses say whether that claim still
  // waits for an operator. Without them the offers still show, just not which one is pending.
  const mine = useMyBonuses();
  const awaiting = new Set(
    (mine.data ?? []).filter((b) => b.status === 'pending').map((b) => b.definitionId),
  );
  const highlight = useHighlightedOffer(list.isSuccess);

  const body = (
    <QueryGate query={list} loadingLabel={t('claim.loading')} fallback={t('error')} retryLabel={t('retry')}>
      {(offers) =>
        offers.length === 0 ? (
          <ListEmpty title={t('claim.empty.title')}>
            <p>{t('claim.empty.text')}</p>
          </ListEmpty>
        ) : (
          <ul className={styles.grid}>
            {offers.map((offer) => {
              const highlighted = offer.definition.id === highlight.id;
              return (
                <li key={offer.definition.id} ref={highlighted ? highlight.ref : undefined}>
                  <BonusOfferCard
                    offer={offer}
                    awaitingApproval={awaiting.has(offer.definition.id)}
                    highlighted={highlighted}
                  />
                </li>
              );
            })}
          </ul>
        )
      }
    </QueryGate>
  );

  return (
    <AccountPage
      title={t('claim.title')}
      lead={t('claim.lead')}
      aside={
        <Link to={paths.dashboard.bonuses} className={buttonClass('secondary', 'sm', styles.aside)}>
          {t('claim.seeMine')}
        </Link>
      }
    >
      {body}
    </AccountPage>
  );
}
