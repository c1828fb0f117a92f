import { useMemo } from 'react';

/**
 * A game-day action for the screens: applied on screen at once and queued (offline/game-day-sync),
 * so there is never a call in flight to wait for. `runAsync` resolves once the change is on the device.
 */
export function useQueuedAction<TVars>(queue: (vars: TVars) => Promise<void>) {
  return useMemo(
    () => ({
      run: (vars: TVars): boolean => (void queue(vars), true),
      runAsync: async (vars: TVars): Promise<true> => (await queue(vars), true),
      isPending: (_vars: TVars): boolean => false,
    }),
    [queue],
  );
}
