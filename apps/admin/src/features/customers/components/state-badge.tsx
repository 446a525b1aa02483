import type { CustomerState } from '@lalebet/shared';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/display';

const TONE = { active: 'good', timed_out: 'warn', self_excluded: 'bad', closed: 'bad' } as const;

export function StateBadge({ state }: { state: CustomerState }) {
  const { t } = useTranslation('customers');
  return <Badge tone={TONE[state]}>{t(`state.${state}`)}</Badge>;
}
