import { useTranslation } from 'react-i18next';
import { RadioChips } from '@/components/ui/radio-chips';

export const PROMOTION_FILTERS = ['all', 'casino', 'sports'] as const;
export type PromotionFilter = (typeof PROMOTION_FILTERS)[number];

type Props = { value: PromotionFilter; onChange: (value: PromotionFilter) => void };

/** All / Casino / Sports. */
export function PromotionFilters({ value, onChange }: Props) {
  const { t } = useTranslation('promotions');
  const options = PROMOTION_FILTERS.map((f) => ({ value: f, label: t(`filter.${f}`) }));
  return <RadioChips legend={t('filter.label')} options={options} value={value} onChange={onChange} />;
}
