import { PERMISSIONS, type Permission } from '@lalebet/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { TextField } from '@/components/field';
import { PageHeader } from '@/components/page-header';
import { useCan, useMe } from '@/lib/me';
import { useCreateRole, useRoles } from './api/staff';

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

function CreateRoleDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('staff');
  const me = useMe();
  const create = useCreateRole();
  const [name, setName] = useState('');
  const [perms, setPerms] = useState<Permission[]>([]);
  const [error, setError] = useState<string | null>(null);
  const held = new Set(me.data?.permissions ?? []);
  return (
    <Dialog
      open
      wide
      title={t('createRole')}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('common:action.cancel')}</Button>
          <Button
            variant="primary"
            busy={create.isPending}
            onClick={async () => {
              setError(null);
              try {
                const res = await create.mutateAsync({ name, permissions: perms });
                toast.success(res.message || t('saved'));
                onClose();
              } catch (e) {
                setError(e instanceof Error ? e.message : String(e));
              }
            }}
          >
            {t('common:action.save')}
          </Button>
        </>
      }
    >
      {error && (
        <p className="alert alert-bad" role="alert">
          {error}
        </p>
      )}
      <TextField
        label={t('roleName')}
        hint={t('roleNameHint')}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <fieldset className="checks columns">
        <legend>{t('permissions')}</legend>
        {PERMISSIONS.map((p) => (
          <label key={p} className="check">
            <input
              type="checkbox"
              disabled={!held.has(p)}
              checked={perms.includes(p)}
              onChange={(e) => setPerms(e.target.checked ? [...perms, p] : perms.filter((x) => x !== p))}
            />
            <span>{p}</span>
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
}
