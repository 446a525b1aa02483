import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountPage } from '@/components/ui/account-page';
import { Button, buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useBonusList } from '../../api/get-bonus-list';
import { useMyBonuses } from '../../api/get-my-bonuses';
import { errorMessage } from '../../lib/api-message';
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

  let body;
  if (list.isPending) {
    body = (
      <div className={styles.state}>
        <Spinner size={28} label={t('claim.loading')} />
      </div>
    );
  } else if (list.isError) {
    body = (
      <div className={styles.state} role="alert">
        <p>{errorMessage(list.error, t('error'))}</p>
        <Button variant="secondary" onClick={() => void list.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (list.data.length === 0) {
    body = (
      <div className={styles.state}>
        <h2 className={styles.stateTitle}>{t('claim.empty.title')}</h2>
        <p>{t('claim.empty.text')}</p>
      </div>
    );
  } else {
    body = (
      <ul className={styles.grid}>
        {list.data.map((offer) => {
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
    );
  }

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
