import { COUPON_CODE_PATTERN } from '@lalebet/shared/sportsbook';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-message';
import { useLoadCoupon } from '../api/get-coupon';
import { slip } from '../slip/slip-store';
import styles from '../slip/bet-slip.module.css';

/**
 * "Kupon yükle": a 6-character code replaces the slip with the coupon's selections at today's
 * prices; the ones no longer offered stay in, marked suspended, for the player to remove.
 */
export function CouponLoad() {
  const { t } = useTranslation('betslip');
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const load = useLoadCoupon();
  const id = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = code.trim().toUpperCase();
    if (!COUPON_CODE_PATTERN.test(value)) return setError(t('coupon.invalid'));
    setError(null);
    load.mutate(value, {
      onSuccess: (selections) => {
        slip.replace(selections);
        const inactive = selections.filter((s) => !s.active).length;
        toast.success(t('coupon.loaded'), {
          description: inactive ? t('coupon.inactive', { count: inactive }) : undefined,
        });
        setOpen(false);
        setCode('');
      },
      onError: (err) => setError(errorMessage(err, t('refusal.generic'))),
    });
  };

  if (!open)
    return (
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        {t('coupon.load')}
      </Button>
    );
  return (
    <form className={styles.couponForm} onSubmit={submit} noValidate>
      <label htmlFor={id}>{t('coupon.code')}</label>
      <div className={styles.couponRow}>
        <input
          id={id}
          className={styles.couponInput}
          value={code}
          maxLength={6}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          autoFocus
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
        />
        <Button type="submit" size="sm" loading={load.isPending}>
          {t('coupon.loadSubmit')}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
