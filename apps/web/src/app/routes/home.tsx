import { lazy, Suspense } from 'react';
import { HomePage } from '@/features/content/components/home/home-page';

// The live strip and popular matches travel in their own chunk: the home route's first load has
// a JS budget (scripts/check-bundle.ts) that the sportsbook's code would break.
const HomeSports = lazy(() => import('./sports').then((m) => ({ default: m.HomeSports })));

export default function HomeRoute() {
  return (
    <HomePage
      sports={
        <Suspense fallback={null}>
          <HomeSports />
        </Suspense>
      }
    />
  );
}
