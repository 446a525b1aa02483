import { GameHistory } from '@/features/casino/history/game-history';

export default function GameHistoryPage() {
  return <GameHistory />;
}
