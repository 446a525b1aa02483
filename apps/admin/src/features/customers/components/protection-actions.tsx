import type { AdminCustomerProtection } from '@lalebet/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { SetLimitDialog } from './set-limit-dialog';
import { TimeoutDialog } from './timeout-dialog';

/** The Protection tab's two staff actions; shown only where the server allows `protection`. */
export function ProtectionActions({ id, limits }: { id: string; limits: AdminCustomerProtection['limits'] }) {
  const { t } = useTranslation('player360');
  const [open, setOpen] = useState<'limit' | 'timeout' | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <div className="page-actions" role="group" aria-label={t('manage.actions')}>
        <Button onClick={() => setOpen('limit')}>{t('manage.setLimit')}</Button>
        <Button variant="danger" onClick={() => setOpen('timeout')}>
          {t('manage.timeout')}
        </Button>
      </div>
      {open === 'limit' && <SetLimitDialog id={id} limits={limits} onClose={close} />}
      {open === 'timeout' && <TimeoutDialog id={id} onClose={close} />}
    </>
  );
}
