import {
  REALITY_CHECK_MINUTES,
  REVIEW_PROMPT_MONTHS,
  type RealityCheckRequest,
  type ResponsibleGaming,
} from '@lalebet/shared/protection';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/account-page';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-message';
import { formatDateTime } from '@/lib/format';
import { useSetRealityCheck } from '../api/post-reality-check';
import { useSetReview } from '../api/post-review';
import { useLocale } from '../lib/locale';
import styles from './protection.module.css';

type Props = { realityCheck: ResponsibleGaming['realityCheck']; review: ResponsibleGaming['review'] };

/** The reality-check interval (docs/rules.md R19, R21) and how often the review prompt comes (docs/rules.md R17). */
export function SettingsPanel({ realityCheck, review }: Props) {
  const { t } = useTranslation('protection');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const reality = useSetRealityCheck();
  const reviewMonths = useSetReview();
  const done = {
    onSuccess: () => void toast.success(t('settings.saved')),
    onError: (e: unknown) => void toast.error(errorMessage(e, tc('app.error.title'))),
  };

  return (
    <Panel title={t('settings.title')}>
      <div className={styles.settings}>
        <FormField label={t('settings.reality')} hint={t('settings.realityHint')}>
          <select
            value={realityCheck.minutes ?? ''}
            disabled={reality.isPending}
            onChange={(e) => reality.mutate(Number(e.target.value) as RealityCheckRequest['minutes'], done)}
          >
            {realityCheck.minutes === null && <option value="">{t('settings.realityOff')}</option>}
            {REALITY_CHECK_MINUTES.map((m) => (
              <option key={m} value={m}>
                {t('settings.realityOption', { count: m })}
              </option>
            ))}
          </select>
        </FormField>
        {realityCheck.pending && (
          <p className={styles.muted}>
            {t('settings.realityPending', {
              minutes: realityCheck.pending.minutes,
              date: formatDateTime(realityCheck.pending.availableAt, locale),
            })}
          </p>
        )}
        <FormField label={t('settings.review')} hint={t('settings.reviewHint')}>
          <select
            value={review.months}
            disabled={reviewMonths.isPending}
            onChange={(e) => reviewMonths.mutate(Number(e.target.value), done)}
          >
            {REVIEW_PROMPT_MONTHS.map((m) => (
              <option key={m} value={m}>
                {t('settings.reviewOption', { count: m })}
              </option>
            ))}
          </select>
        </FormField>
      </div>
    </Panel>
  );
}
