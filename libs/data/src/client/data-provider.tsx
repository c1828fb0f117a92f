import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useSession } from '@quadra/session';
import { queryClient } from '@quadra/data/singletons';

/**
 * Provides the one QueryClient (the shell and each remote's standalone harness render it). When
 * a signed-in user signs out or another signs in, every cached answer is reset (the screens on
 * show refetch as the new caller): another account on the same phone never sees the previous data.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  useEffect(
    () =>
      useSession.subscribe((state, previous) => {
        if (previous.user && state.user?.id !== previous.user.id) {
          queryClient.getMutationCache().clear();
          void queryClient.resetQueries();
        }
      }),
    [],
  );
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
