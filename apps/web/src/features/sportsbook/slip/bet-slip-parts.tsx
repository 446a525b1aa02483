import { MAX_LEGS, MAX_SYSTEM_LEGS } from '@lalebet/shared/sportsbook';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';
import { CouponLoad } from '../coupons/coupon-load';
import { CouponShare } from '../coupons/coupon-share';
import { SlipSettingsPopover } from './slip-settings-popover';
import { slip, type SlipSelection } from './slip-store';
import type { Refusal } from './use-place-flow';
import styles from './bet-slip.module.css';

/** The slip's title with its count (or, in a dialog that has the title, the count alone) and settings. */
export function SlipHeader({ bare, count, placed }: { bare: boolean; count: number; placed: boolean }) {
  const { t } = useTranslation('betslip');
  return (
    <div className={styles.header}>
      {bare ? (
        // After placing, the cleared slip's "0 selections" would sit above "Bet placed".
        !placed && <p className={styles.countLine}>{t('slip.count', { count })}</p>
      ) : (
        <h2 className={styles.title}>
          {t('slip.title')}
          {count > 0 && (
            <span className={styles.count} role="img" aria-label={t('slip.count', { count })}>
              {count}
            </span>
          )}
        </h2>
      )}
      <SlipSettingsPopover />
    </div>
  );
}

/** No selections yet: say so, and offer to load a shared coupon. */
export function EmptySlip({ header }: { header: ReactNode }) {
  const { t } = useTranslation('betslip');
  return (
    <div className={styles.slip}>
      {header}
      <p className={styles.empty}>{t('slip.empty')}</p>
      <div className={styles.couponBar}>
        <CouponLoad />
      </div>
    </div>
  );
}

/** Too many selections: past 20 nothing can be placed (TOO_MANY_LEGS); past 8, no system bet. */
export function LegCountHint({ count }: { count: number }) {
  const { t } = useTranslation('betslip');
  if (count > MAX_LEGS) {
    return (
      <p className={styles.hint} role="alert">
        {t('multiple.tooMany', { max: MAX_LEGS, extra: count - MAX_LEGS })}
      </p>
    );
  }
  if (count > MAX_SYSTEM_LEGS)
    return <p className={styles.hint}>{t('system.tooMany', { max: MAX_SYSTEM_LEGS })}</p>;
  return null;
}

/** Why the server refused the bet, with the allowed stake or the note that prices moved. */
export function RefusalAlert({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslation('betslip');
  return (
    <div className={styles.alert} role="alert">
      <p>{refusal.message}</p>
      {refusal.allowed !== null && (
        <p>
          {refusal.code === 'MISLI_TOO_HIGH'
            ? t('misli.allowed', { allowed: refusal.allowed })
            : t('refusal.allowed', { amount: formatMoney(refusal.allowed) })}
        </p>
      )}
      {(refusal.code === 'ODDS_CHANGED' || refusal.code === 'MARKET_SUSPENDED') && (
        <p>{t('refusal.pricesUpdated')}</p>
      )}
    </div>
  );
}

type PlaceBarProps = {
  possibleWin: number;
  pending: boolean;
  disabled: boolean;
  onPlace: () => void;
  loggedIn: boolean;
};

/** Place bet, with the possible win repeated above it. */
export function PlaceBar({ possibleWin, pending, disabled, onPlace, loggedIn }: PlaceBarProps) {
  const { t } = useTranslation('betslip');
  return (
    <div className={styles.placeBar}>
      {/* A visual repeat of the summary's last line for the phone sheet, where the summary scrolls away. */}
      <p className={styles.barWin} aria-hidden="true">
        <span>{t('summary.possibleWin')}</span>
        <strong>{formatMoney(possibleWin)}</strong>
      </p>
      <Button block size="lg" loading={pending} disabled={disabled} onClick={onPlace}>
        {t('place.submit')}
      </Button>
      {!loggedIn && <p className={styles.hint}>{t('place.loginHint')}</p>}
    </div>
  );
}

/** Share the slip as a coupon, load one, or clear the slip. */
export function CouponBar({ selections }: { selections: SlipSelection[] }) {
  const { t } = useTranslation('betslip');
  return (
    <div className={styles.couponBar}>
      <CouponShare selections={selections} />
      <CouponLoad />
      <Button variant="ghost" size="sm" onClick={slip.clear}>
        {t('slip.clear')}
      </Button>
    </div>
  );
}
