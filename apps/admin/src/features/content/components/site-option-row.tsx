import { type AdminPolicyOption, type AdminSiteOption, normalizeSiteOption } from '@lalebet/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/button';
import { Badge } from '@/components/display';
import { useSavePolicyOption } from '../api/policy-options';
import { useSaveSiteOption } from '../api/site-options';
import { PolicyNotes } from './policy-notes';
import { ValueInput } from './value-input';

/**
 * One option's row. A policy setting (`policy` given, docs/decisions/043-policy-settings.md) saves
 * through its own route and shows its bounds, what loosens it and the changes waiting.
 */
export function SiteOptionRow({
  option,
  canManage,
  policy,
}: {
  option: AdminSiteOption;
  canManage: boolean;
  policy?: AdminPolicyOption;
}) {
  const { t } = useTranslation('content');
  const id = useId();
  const { save, onSave } = useSaveOption(option.key, policy);
  const [value, setValue] = useState(option.value);
  const [status, setStatus] = useState(option.status);
  const editable = canManage && option.type !== null;
  const invalid =
    option.type !== null && value !== option.value && normalizeSiteOption(option.type, value) === null;
  const dirty = value !== option.value || status !== option.status;
  return (
    <tr>
      <th scope="row">
        <label htmlFor={id}>{option.key}</label> {option.public && <Badge>{t('options.public')}</Badge>}
        <div className="muted">
          {option.type ? t(`options.type.${option.type.type}`) : t('options.unread')}
        </div>
        {policy && <PolicyNotes option={policy} />}
      </th>
      <td>
        {option.type ? (
          <ValueInput
            option={option}
            id={id}
            value={value}
            onChange={setValue}
            invalid={invalid}
            disabled={!editable}
          />
        ) : (
          <code id={id}>{option.value}</code>
        )}
        {invalid && (
          <small id={`${id}-error`} className="error" role="alert">
            {t('options.invalid')}
          </small>
        )}
      </td>
      <td>
        <label className="check">
          <input
            type="checkbox"
            checked={status}
            disabled={!editable}
            onChange={(e) => setStatus(e.target.checked)}
          />
          {t('options.enabled')}
        </label>
      </td>
      <td>
        {editable && (
          <Button
            variant="primary"
            disabled={!dirty || invalid}
            busy={save.isPending}
            onClick={() => onSave(value, status)}
          >
            {t('common:action.save')}
          </Button>
        )}
      </td>
    </tr>
  );
}

/** Saves through the policy route when the option is a policy setting, else the site-options one. */
function useSaveOption(key: string, policy: AdminPolicyOption | undefined) {
  const { t } = useTranslation('content');
  const saveContent = useSaveSiteOption();
  const savePolicy = useSavePolicyOption();
  const save = policy ? savePolicy : saveContent;
  const onSave = (value: string, status: boolean) => {
    const body = { key: key, body: { value, status } };
    const onError = (e: Error) => toast.error(e.message);
    if (!policy) return saveContent.mutate(body, { onSuccess: () => toast.success(t('saved')), onError });
    savePolicy.mutate(body, {
      onSuccess: (res) => toast.success(t(res.data.status === 'pending' ? 'policy.pendingSaved' : 'saved')),
      onError,
    });
  };
  return { save, onSave };
}
