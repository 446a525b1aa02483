import type { LiftStage, SessionRestriction } from '@lalebet/shared/lifting';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountPage, Panel } from '@/components/ui/account-page';
import { Button, buttonClass } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-message';
import { formatDateTime } from '@/lib/format';
import { useLiftStatus } from '../api/get-lift-status';
import { useLiftRequest } from '../api/post-lift-request';
import { useResume } from '../api/post-resume';
import styles from './protection.module.css';

type Props = {
  /** What the login answered; the lift status read here supersedes it. */
  restriction: SessionRestriction;
  onLogout: () => void;
  /** The block is over (resumed, or a time-out ended): the app becomes the ordinary one. */
  onLifted: () => void;
};

const MIN_REASON = 20;

/**
 * What a withdraw-only session sees (docs/rules.md R26; docs/decisions/033-lifting-and-withdraw-only.md):
 * why play is closed and until when, links to withdraw and to the history, and, once a
 * self-exclusion has ended, the written lift request and then the resume (docs/rules.md R30). No game
 * or sportsbook UI is reachable from here.
 */
export function BlockedPage({ restriction, onLogout, onLifted }: Props) {
  const { t, i18n } = useTranslation('protection');
  const status = useLiftStatus();
  const locale = i18n.language === 'en' ? 'en' : 'tr';

  const block = status.data ? status.data.block : restriction;
  const lift: LiftStage | null = block?.lift ?? null;
  const until = block?.until ?? null;
  const kind = block?.kind === 'timeout' ? 'timeout' : 'selfExclusion';

  if (status.data && status.data.block === null) {
    return (
      <AccountPage title={t('blocked.over.title')} lead={t('blocked.over.lead')}>
        <Button onClick={onLifted}>{t('blocked.over.continue')}</Button>
      </AccountPage>
    );
  }

  const lead = lift
    ? t(`blocked.lift.${lift}`, { date: until ? formatDateTime(until, locale) : '' })
    : until
      ? t(`blocked.${kind}.until`, { date: formatDateTime(until, locale) })
      : t(`blocked.${kind}.permanent`);

  return (
    <AccountPage title={t(lift ? 'blocked.lift.title' : `blocked.${kind}.title`)} lead={lead}>
      <Panel title={t('blocked.money.title')}>
        <p className={styles.hint}>{t('blocked.money.lead')}</p>
        <div className={styles.actions}>
          <Link className={buttonClass('primary')} to={paths.dashboard.withdraw}>
            {t('blocked.money.withdraw')}
          </Link>
          <Link className={buttonClass('secondary')} to={paths.dashboard.financialActivities}>
            {t('blocked.money.history')}
          </Link>
        </div>
      </Panel>
      {lift === 'required' && <LiftRequestPanel />}
      {lift === 'resume' && <ResumePanel onLifted={onLifted} />}
      <p className={styles.hint}>{t('blocked.help')}</p>
      <Button variant="secondary" onClick={onLogout}>
        {t('blocked.logout')}
      </Button>
    </AccountPage>
  );
}

/** The written request to lift an ended self-exclusion (docs/rules.md R30). */
function LiftRequestPanel() {
  const { t } = useTranslation('protection');
  const { t: tc } = useTranslation();
  const ask = useLiftRequest();
  const [reason, setReason] = useState('');
  const send = async () => {
    try {
      const { message } = await ask.mutateAsync(reason.trim());
      toast.success(message || t('blocked.lift.sent'));
      setReason('');
    } catch (error) {
      toast.error(errorMessage(error, tc('app.error.title')));
    }
  };
  return (
    <Panel title={t('blocked.lift.requestTitle')}>
      <p className={styles.hint}>{t('blocked.lift.requestLead')}</p>
      <div className={styles.form}>
        <FormField label={t('blocked.lift.reason')}>
          <textarea rows={5} maxLength={2000} value={reason} onChange={(e) => setReason(e.target.value)} />
        </FormField>
        <Button
          disabled={reason.trim().length < MIN_REASON}
          loading={ask.isPending}
          onClick={() => void send()}
        >
          {t('blocked.lift.submit')}
        </Button>
      </div>
    </Panel>
  );
}

/** The approved lift: the player resumes play themselves. */
function ResumePanel({ onLifted }: { onLifted: () => void }) {
  const { t } = useTranslation('protection');
  const { t: tc } = useTranslation();
  const resume = useResume();
  const confirmResume = async () => {
    try {
      const { message } = await resume.mutateAsync();
      toast.success(message || t('blocked.resume.done'));
      onLifted();
    } catch (error) {
      toast.error(errorMessage(error, tc('app.error.title')));
    }
  };
  return (
    <Panel title={t('blocked.resume.title')}>
      <p className={styles.hint}>{t('blocked.resume.lead')}</p>
      <Button loading={resume.isPending} onClick={() => void confirmResume()}>
        {t('blocked.resume.submit')}
      </Button>
    </Panel>
  );
}
