import { ClaimBonusPage as ClaimBonus } from '@/features/bonuses/components/claim-bonus/claim-bonus-page';
import { MyBonusesPage as MyBonuses } from '@/features/bonuses/components/my-bonuses/my-bonuses-page';
import { useOpenGame } from '@/features/casino/play/use-open-game';

// One chunk for the two bonus pages: the entry (the home route's JS budget) then lists one
// module and its imports instead of two.

export function ClaimBonusPage() {
  return <ClaimBonus />;
}

/** A free-rounds card opens its game as the lobby does (play modal on mobile, play page on desktop). */
export function BonusesPage() {
  const openGame = useOpenGame();
  return <MyBonuses onPlay={openGame} />;
}
