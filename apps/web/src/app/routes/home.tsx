import { HomePage } from '@/features/content/components/home/home-page';

export default function HomeRoute() {
  return <HomePage />;
}
