import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { ReasonDialog } from '@/components/reason-dialog';
import { paths } from '@/lib/paths';
import { useCustomer } from './api/get-customer';
import { useEndSessions } from './api/end-sessions';
import { useUnlockCustomer } from './api/unlock-customer';
import { CustomerTabs } from './components/customer-tabs';
import { MoneyCard, ProfileCard, StatusLine } from './components/p360-cards';

/** Player 360: who the player is, where they stand, and every tab of their history. */
export default function CustomerPage() {
  const { t } = useTranslation('customers');
  const id = useParams().id ?? '';
  const customer = useCustomer(id);
  const endSessions = useEndSessions(id);
  const [ending, setEnding] = useState(false);
  const unlock = useUnlockCustomer(id);
  const [unlocking, setUnlocking] = useState(false);

  if (customer.isPending) return <p>{t('common:loading')}</p>;
  if (customer.error) return <p role="alert">{customer.error.message}</p>;
  const c = customer.data;
  const can = (action: string) => c.allowedActions.includes(action);

  return (
    <>
      <PageHeader
        title={c.profile.username}
        actions={
          (can('adjust') || can('endSessions') || can('unlock')) && (
            <>
              {/* The adjustments screen reads ?customerId= as the new adjustment's player. */}
              {can('adjust') && (
                <Link className="btn btn-secondary" to={`${paths.adjustments}?customerId=${c.profile.id}`}>
                  {t('adjust')}
                </Link>
              )}
              {can('unlock') && (
                <Button variant="secondary" onClick={() => setUnlocking(true)}>
                  {t('unlock')}
                </Button>
              )}
              {can('endSessions') && (
                <Button variant="danger" onClick={() => setEnding(true)}>
                  {t('endSessions')}
                </Button>
              )}
            </>
          )
        }
      >
        <StatusLine c={c} />
      </PageHeader>

      <div className="queue-grid p360-cards">
        <ProfileCard c={c} />
        <MoneyCard c={c} canWriteOff={can('writeOffDebt')} />
      </div>

      <CustomerTabs id={id} canAddNote={can('addNote')} canManageProtection={can('protection')} />

      <ReasonDialog
        open={ending}
        title={t('endSessionsTitle')}
        description={t('endSessionsBody', { name: c.profile.username })}
        confirmLabel={t('endSessions')}
        danger
        onConfirm={(reason) => endSessions.mutateAsync(reason)}
        onClose={() => setEnding(false)}
      />
      {unlocking && (
        <ReasonDialog
          open
          title={t('unlockTitle')}
          description={t('unlockBody', { name: c.profile.username })}
          confirmLabel={t('unlock')}
          onConfirm={(reason) => unlock.mutateAsync(reason)}
          onClose={() => setUnlocking(false)}
        />
      )}
    </>
  );
}
