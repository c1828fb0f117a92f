/**
 * The data layer's state that must be one per page: the query cache, the toaster's queue and the
 * locks of mutations in flight. Each app bundles the rest of @quadra/data (only what it uses); this
 * module alone is a shared singleton (SHARED in scripts/build/shared.ts), so inside the
 * package it is imported as '@quadra/data/singletons', never by a relative path.
 */
import { createQueryClient } from './client/query-client';

/** The one cache of the page: the shell and every remote read and write it. */
export const queryClient = createQueryClient();

/** Locks of mutations in flight, across every component of every app: a double tap acts once. */
export const mutationLocks = new Set<string>();

export { loadSonner, sonnerLoaded, toast, type ToastId, type ToastOptions } from './client/toast';
