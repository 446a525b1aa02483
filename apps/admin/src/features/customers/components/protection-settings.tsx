import { useTranslation } from 'react-i18next';
import { Badge, DateTime } from '@/components/display';
import type { useProtectionOverview } from '../api/get-protection';
import { Amount } from './limits-table';

type Overview = NonNullable<ReturnType<typeof useProtectionOverview>['data']>;

/** Limit changes waiting to take effect, the reality check, the review prompt and the register answer. */
export function ProtectionSettings({ v }: { v: Overview }) {
  const { t } = useTranslation(['player360', 'compliance']);
  return (
    <>
      {v.pending.length > 0 && (
        <section aria-labelledby="rg-pending">
          <h3 id="rg-pending">{t('pending')}</h3>
          <ul>
            {v.pending.map((p) => (
              <li key={p.id}>
                {t(`kind.${p.kind}`)} · {t(`period.${p.period}`)}:{' '}
                {p.value === null ? t('removal') : <Amount kind={p.kind} value={p.value} />} —{' '}
                {t('takesEffect')} <DateTime iso={p.availableAt} />{' '}
                {p.confirmable && <Badge tone="warn">{t('confirmable')}</Badge>} ({t('lapses')}{' '}
                <DateTime iso={p.expiresAt} />)
              </li>
            ))}
          </ul>
        </section>
      )}
      <dl className="kv">
        <dt>{t('realityCheck')}</dt>
        <dd>
          {v.realityCheck.minutes === null ? t('off') : t('every', { n: v.realityCheck.minutes })}
          {v.realityCheck.pending && (
            <>
              {' '}
              ({t('realityPending', { n: v.realityCheck.pending.minutes })}{' '}
              <DateTime iso={v.realityCheck.pending.availableAt} />)
            </>
          )}
        </dd>
        <dt>{t('reviewPrompt')}</dt>
        <dd>{t('everyMonths', { n: v.review.months })}</dd>
        <dt>{t('register')}</dt>
        <dd>
          {v.register ? (
            <>
              {v.register.register.toUpperCase()}:{' '}
              {v.register.excluded ? (
                <Badge tone="bad">{t('registerExcluded')}</Badge>
              ) : (
                <Badge tone="good">{t('registerClear')}</Badge>
              )}{' '}
              {t('checkedAt')} <DateTime iso={v.register.checkedAt} />
            </>
          ) : (
            t('noRegister')
          )}
        </dd>
      </dl>
    </>
  );
}
