import { QueryClient } from '@tanstack/react-query';
import { isRefusal } from './errors';

/** Lists stay fresh this long; realtime invalidations and mutations refresh them sooner. */
const STALE_MS = 30_000;
/** Transport failures are retried (a phone on a bad network); refusals of the database never are. */
const MAX_RETRIES = 2;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_MS,
        retry: (failures, error) => !isRefusal(error) && failures < MAX_RETRIES,
      },
      // 'always': a write made offline fails at once and says so, instead of waiting unseen for the
      // network (issue 53). Game day has its own durable queue and does not go through here.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
