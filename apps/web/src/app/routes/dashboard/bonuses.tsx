import { ClaimBonusPage as ClaimBonus } from '@/features/bonuses/components/claim-bonus/claim-bonus-page';
import { MyBonusesPage as MyBonuses } from '@/features/bonuses/components/my-bonuses/my-bonuses-page';

// One chunk for the two bonus pages: the entry (the home route's JS budget) then lists one
// module and its imports instead of two.

export function ClaimBonusPage() {
  return <ClaimBonus />;
}

export function BonusesPage() {
  return <MyBonuses />;
}
