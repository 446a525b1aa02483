import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { StepUpHost } from '@/features/auth/step-up';
import { createRouter } from './router';

export const createQueryClient = () =>
  new QueryClient({
    // Staff act on fresh data: short staleness, refetch on focus (queues change under them).
    defaultOptions: { queries: { staleTime: 15_000, retry: 1, refetchOnWindowFocus: true } },
  });

export function App({ client }: { client: QueryClient }) {
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <StepUpHost />
      {/* Below the 56-px top bar: over it, a toast hides the language, user and sign-out controls. */}
      <Toaster position="top-right" closeButton offset={{ top: 68 }} mobileOffset={{ top: 64 }} />
    </QueryClientProvider>
  );
}
