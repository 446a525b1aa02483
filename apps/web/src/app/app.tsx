import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createRouter } from './router';
import { useServerTranslations } from './use-server-translations';
import { useSessionLifecycle } from './use-session-lifecycle';
import { useStartupGuard } from './use-startup-guard';
import { useUnlockLink } from './use-unlock-link';

type Router = ReturnType<typeof createRouter>;

function Bootstrap({ router, children }: { router: Router; children: React.ReactNode }) {
  useServerTranslations();
  useStartupGuard();
  useUnlockLink();
  useSessionLifecycle(router.navigate);
  return children;
}

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
  });

/** `client`: one made before the first render (main.tsx warms it for the first page). */
export function App({ client }: { client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <Bootstrap router={router}>
        <RouterProvider router={router} />
      </Bootstrap>
    </QueryClientProvider>
  );
}
