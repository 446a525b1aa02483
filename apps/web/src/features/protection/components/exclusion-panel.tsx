import { type ResponsibleGaming, SELF_EXCLUSION_PERIODS, TIMEOUT_PERIODS } from '@lalebet/shared/protection';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/account-page';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-message';
import { toast } from '@/components/ui/toast';
import { untilText } from '@/lib/protection-refusal';
import { useSelfExclusion } from '../api/post-self-exclusion';
import { useTimeout } from '../api/post-timeout';
import { type ExclusionChoice, ExclusionDialog } from './exclusion-dialog';
import styles from './protection.module.css';

type Props = {
  exclusion: ResponsibleGaming['exclusion'];
  /** The session is over once a time-out or exclusion starts: the app logs out. */
  onEnded: (reason: 'timed_out' | 'self_excluded') => void;
};

/** Time-out (24 h to 3 months) and self-exclusion (6 months to permanent), each asked first. */
export function ExclusionPanel({ exclusion, onEnded }: Props) {
  const { t } = useTranslation('protection');
  const { t: tc } = useTranslation();
  const [choice, setChoice] = useState<ExclusionChoice | null>(null);
  const timeout = useTimeout();
  const self = useSelfExclusion();

  const confirm = async () => {
    if (!choice) return;
    try {
      if (choice.kind === 'timeout') await timeout.mutateAsync(choice.period);
      else await self.mutateAsync(choice.period);
      setChoice(null);
      onEnded(choice.kind === 'timeout' ? 'timed_out' : 'self_excluded');
    } catch (error) {
      toast.error(errorMessage(error, tc('app.error.title')));
    }
  };

  return (
    <Panel title={t('exclusion.title')}>
      {exclusion && (
        <p className={styles.warning} role="status">
          {t(`exclusion.active.${exclusion.kind}`, { until: untilText(exclusion.until) })}
        </p>
      )}
      <h3 className={styles.subTitle}>{t('exclusion.timeout')}</h3>
      <p className={styles.hint}>{t('exclusion.timeoutLead')}</p>
      <div className={styles.choices}>
        {TIMEOUT_PERIODS.map((period) => (
          <Button key={period} variant="secondary" onClick={() => setChoice({ kind: 'timeout', period })}>
            {t(`timeout.${period}`)}
          </Button>
        ))}
      </div>
      <h3 className={styles.subTitle}>{t('exclusion.self')}</h3>
      <p className={styles.hint}>{t('exclusion.selfLead')}</p>
      <div className={styles.choices}>
        {SELF_EXCLUSION_PERIODS.map((period) => (
          <Button key={period} variant="secondary" onClick={() => setChoice({ kind: 'self', period })}>
            {t(`self.${period}`)}
          </Button>
        ))}
      </div>
      {choice && (
        <ExclusionDialog
          choice={choice}
          pending={timeout.isPending || self.isPending}
          onConfirm={() => void confirm()}
          onClose={() => setChoice(null)}
        />
      )}
    </Panel>
  );
}
