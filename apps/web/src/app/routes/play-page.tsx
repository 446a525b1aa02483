import { useParams } from 'react-router';
import { GamePage } from '@/features/casino/play/game-page';
import { PlayGuard } from '../layout/play-guard';

/** /casino/play/:game (guarded: a guest gets the login dialog), with the clock and reality check. */
export default function PlayPage() {
  const { game } = useParams();
  return <PlayGuard>{(clock) => <GamePage encoded={game} barSlot={clock} />}</PlayGuard>;
}
