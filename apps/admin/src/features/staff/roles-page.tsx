import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { useCan } from '@/lib/me';
import { useRoles } from './api/staff';
import { CreateRoleDialog } from './components/create-role-dialog';

/** Roles and what each allows; a custom role may hold only what its author holds. */
export default function RolesPage() {
  const { t } = useTranslation('staff');
  const roles = useRoles();
  const canManage = useCan('staff:manage');
  const [open, setOpen] = useState(false);
  return (
    <>
      <PageHeader
        title={t('rolesTitle')}
        actions={
          canManage && (
            <Button variant="primary" onClick={() => setOpen(true)}>
              {t('createRole')}
            </Button>
          )
        }
      />
      <div className="table-wrap">
        <table className="data-table">
          <caption className="sr-only">{t('rolesTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('role')}</th>
              <th scope="col">{t('permissions')}</th>
            </tr>
          </thead>
          <tbody>
            {roles.data?.map((r) => (
              <tr key={r.name}>
                <th scope="row">
                  {r.name} {r.builtin && <small className="muted">({t('builtin')})</small>}
                </th>
                <td className="wrap">{r.permissions.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {open && <CreateRoleDialog onClose={() => setOpen(false)} />}
    </>
  );
}
