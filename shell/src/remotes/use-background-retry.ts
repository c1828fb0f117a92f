import { useEffect, useRef } from 'react';
import { backoffDelay } from './stall-watch';

/**
 * While mounted, tries `retryInBackground` again and again with backoff (stall-watch.ts) and calls
 * `onRecovered` once one attempt succeeds: a failed section comes back on its own, without a reload.
 */
export function useBackgroundRetry(retryInBackground: () => Promise<void>, onRecovered: () => void): void {
  const latest = useRef({ retryInBackground, onRecovered });
  useEffect(() => {
    latest.current = { retryInBackground, onRecovered };
  });

  useEffect(() => {
    let stopped = false;
    let failures = 0;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        latest.current.retryInBackground().then(
          () => {
            if (!stopped) latest.current.onRecovered();
          },
          () => {
            failures += 1;
            if (!stopped) schedule();
          },
        );
      }, backoffDelay(failures));
    };
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, []);
}
