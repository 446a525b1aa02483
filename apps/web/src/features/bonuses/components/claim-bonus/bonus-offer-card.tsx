import type { ClaimableBonus } from '@lalebet/shared/bonuses';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useClaimBonus } from '../../api/claim-bonus';
import { errorMessage } from '@/lib/api-message';
import { OfferTerms } from './offer-terms';
import { ReferralLink } from './referral-link';
import card from '../bonus-card.module.css';
import styles from './claim-bonus.module.css';

/** Where a player can fix what stops a claim. */
const FIX: Partial<Record<NonNullable<ClaimableBonus['reason']>, { to: string; label: string }>> = {
  phoneNotVerified: { to: paths.dashboard.phoneVerification, label: 'claim.verifyPhone' },
  depositRequired: { to: paths.dashboard.deposit, label: 'claim.deposit' },
  depositTouched: { to: paths.dashboard.deposit, label: 'claim.deposit' },
  activeBonus: { to: paths.dashboard.bonuses, label: 'claim.seeMine' },
  alreadyClaimed: { to: paths.dashboard.bonuses, label: 'claim.seeMine' },
};

type Props = {
  offer: ClaimableBonus;
  /** The player's claim of this offer waits for an operator (from bonus/mine). */
  awaitingApproval?: boolean;
  /** The offer the player came for (a promotion's claim link). */
  highlighted?: boolean;
};

/**
 * One offer: its title, rules and Claim. The server's message is the toast either way (docs/product.md,
 * section 8); a claim an operator must decide shows as pending.
 */
export function BonusOfferCard({ offer, awaitingApproval = false, highlighted = false }: Props) {
  const { t } = useTranslation('bonuses');
  const titleId = useId();
  const claim = useClaimBonus();
  const { definition: d } = offer;
  const pending = awaitingApproval || claim.data?.data.status === 'pending';
  const fix = offer.reason ? FIX[offer.reason] : undefined;

  const onClaim = () =>
    claim.mutateAsync({ definitionId: d.id }).then(
      ({ message }) => toast.success(message || t('claim.done')),
      (error: unknown) => toast.error(errorMessage(error, t('claim.failed'))),
    );

  let footer;
  if (pending) {
    footer = (
      <>
        <StatusBadge tone="warning">{t('claim.pending')}</StatusBadge>
        <p className={styles.reason}>{t('claim.pendingText')}</p>
      </>
    );
  } else if (offer.claimable) {
    footer = (
      <Button block loading={claim.isPending} onClick={() => void onClaim()} aria-describedby={titleId}>
        {t('claim.button')}
      </Button>
    );
  } else {
    footer = (
      <>
        {offer.reason === 'alreadyClaimed' ? (
          <StatusBadge tone="success">{t('claim.claimed')}</StatusBadge>
        ) : (
          <StatusBadge tone="neutral">{t('claim.unavailable')}</StatusBadge>
        )}
        {offer.reasonText && <p className={styles.reason}>{offer.reasonText}</p>}
        {fix && (
          <Link to={fix.to} className={buttonClass('secondary', 'sm')}>
            {t(fix.label)}
          </Link>
        )}
      </>
    );
  }

  return (
    <article
      className={highlighted ? `${styles.card} ${styles.highlighted}` : styles.card}
      aria-labelledby={titleId}
      aria-current={highlighted || undefined}
    >
      <header className={styles.cardHeader}>
        <p className={card.kind}>{t(`kind.${d.kind}`)}</p>
        <h2 id={titleId} className={card.title}>
          {d.title}
        </h2>
        {d.description && <p className={styles.description}>{d.description}</p>}
      </header>
      <OfferTerms definition={d} />
      {d.kind === 'referral' && <ReferralLink />}
      <footer className={styles.cardFooter}>{footer}</footer>
    </article>
  );
}
