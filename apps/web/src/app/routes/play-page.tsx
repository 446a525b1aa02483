import { useParams } from 'react-router';
import { GamePage } from '@/features/casino/play/game-page';

/** /casino/play/:game (guarded: a guest gets the login dialog). */
export default function PlayPage() {
  const { game } = useParams();
  return <GamePage encoded={game} />;
}
