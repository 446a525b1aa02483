import { MyBetsPage } from '@/features/sportsbook/bets/my-bets-page';

export default function MyBets() {
  return <MyBetsPage />;
}
