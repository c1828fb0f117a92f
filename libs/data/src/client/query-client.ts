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
      mutations: { retry: false },
    },
  });
}
