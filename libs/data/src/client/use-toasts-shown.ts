import { useSyncExternalStore } from 'react';
import { sonnerLoaded } from '@quadra/data/singletons';

/** True once the first toast has been raised (sonner has loaded): the moment to mount the toaster. */
export function useToastsShown(): boolean {
  return useSyncExternalStore(sonnerLoaded.subscribe, sonnerLoaded.current, () => false);
}
