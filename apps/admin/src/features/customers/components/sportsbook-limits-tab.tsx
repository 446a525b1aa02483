import { useTranslation } from 'react-i18next';
import { DateTime, Money } from '@/components/display';
import { useCan } from '@/lib/me';
import { useSportsbookLimits } from '../api/get-sportsbook-limits';
import { SportsbookLimitsForm } from './sportsbook-limits-form';

/**
 * Player 360's sportsbook limits (docs/decisions/078-trading-desk.md): seen with
 * sportsbook:view, changed with sportsbook:limits.
 */
export function SportsbookLimitsTab({ id }: { id: string }) {
  const { t, i18n } = useTranslation('customers');
  const limits = useSportsbookLimits(id);
  const canEdit = useCan('sportsbook:limits');
  if (limits.isPending) return <p>{t('common:loading')}</p>;
  if (limits.error) return <p role="alert">{limits.error.message}</p>;
  const l = limits.data;
  const factor = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'tr-TR').format(l.stakeFactor);
  return (
    <>
      <section className="panel" aria-labelledby="sb-limits">
        <h2 id="sb-limits">{t('tab.sportsbook')}</h2>
        <dl className="kv">
          <dt>{t('sbLimits.stakeFactor')}</dt>
          <dd>{`${factor}×`}</dd>
          <dt>{t('sbLimits.maxPayout')}</dt>
          <dd>{l.maxPayout === null ? t('sbLimits.bookCap') : <Money minor={l.maxPayout} />}</dd>
          <dt>{t('sbLimits.sharp')}</dt>
          <dd>{t(l.sharp ? 'sbLimits.yes' : 'sbLimits.no')}</dd>
          <dt>{t('sbLimits.updated')}</dt>
          <dd>
            <DateTime iso={l.updatedAt} /> {l.updatedBy ?? ''}
          </dd>
        </dl>
      </section>
      {/* The form remounts when the saved values change, so it starts from what now holds. */}
      {canEdit && <SportsbookLimitsForm key={l.updatedAt ?? 'never'} id={id} limits={l} />}
    </>
  );
}
