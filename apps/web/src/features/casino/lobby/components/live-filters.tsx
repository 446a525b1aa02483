import { LIVE_FILTERS } from '@lalebet/shared/casino-constants';
import { useTranslation } from 'react-i18next';
import { RadioChips } from '@/components/ui/radio-chips';
import type { LiveFilterId } from '../hooks/use-lobby-filters';

type Props = { value: LiveFilterId; onChange: (id: LiveFilterId) => void };

/** docs/product.md §2: All, Roulette, Blackjack, Poker, Baccarat, Dealer, mapped to the Live names. */
export function LiveFilters({ value, onChange }: Props) {
  const { t } = useTranslation('casino');
  const options = LIVE_FILTERS.map((f) => ({ value: f.id, label: t(`live.${f.id}`) }));
  return <RadioChips legend={t('live.label')} options={options} value={value} onChange={onChange} />;
}
