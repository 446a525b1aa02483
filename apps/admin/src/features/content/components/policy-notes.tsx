import type { AdminPolicyOption } from '@lalebet/shared';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/display';

/**
 * Under a policy setting's name: its floor and ceiling, which change needs a second person, and
 * the changes now waiting (docs/decisions/043-policy-settings.md). Approving happens in the
 * approvals inbox.
 */
export function PolicyNotes({ option }: { option: AdminPolicyOption }) {
  const { t } = useTranslation('content');
  const type = option.type;
  const unit = option.unit ? t(`policy.unit.${option.unit}`) : '';
  return (
    <div className="muted">
      {type?.type === 'number' && (
        <div>
          {t('policy.bounds', { min: type.min.toLocaleString(), max: type.max.toLocaleString(), unit })}
        </div>
      )}
      <div>{t(`policy.loosens.${option.loosens}`)}</div>
      {option.pending.map((p) => (
        <div key={p.id}>
          <Badge tone="warn">{t('policy.pending')}</Badge>{' '}
          {t('policy.pendingLine', { value: p.value || '—', by: p.requestedBy, id: p.id })}
        </div>
      ))}
    </div>
  );
}
