import { lazy } from 'react';
import { useSession } from '@/stores/session';

// Loaded in two steps so the home route's entry names no file the block page needs (the home
// page's JS budget, scripts/check-bundle.ts).
const Shell = lazy(() => import('./restricted-view').then((m) => ({ default: m.RestrictedShell })));

/** The withdraw-only shell (restricted-view.tsx), behind the root layout's Suspense. */
export default function RestrictedLoader() {
  const restriction = useSession()?.restriction;
  return restriction ? <Shell restriction={restriction} /> : null;
}
