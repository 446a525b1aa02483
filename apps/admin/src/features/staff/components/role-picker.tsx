import { useTranslation } from 'react-i18next';
import type { Role } from '../api/staff';

/** Role checkboxes; a role's permissions are listed beside it so nobody grants blind. */
export function RolePicker({
  roles,
  value,
  onChange,
}: {
  roles: Role[];
  value: string[];
  onChange: (v: string[]) => void;
}) {
  const { t } = useTranslation('staff');
  return (
    <fieldset className="checks">
      <legend>{t('roles')}</legend>
      {roles.map((r) => (
        <label key={r.name} className="check">
          <input
            type="checkbox"
            checked={value.includes(r.name)}
            onChange={(e) =>
              onChange(e.target.checked ? [...value, r.name] : value.filter((v) => v !== r.name))
            }
          />
          <span>
            <strong>{r.name}</strong>
            <small className="muted"> {r.permissions.join(', ')}</small>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
