import { useCallback } from 'react';
import { useMutation, useMutationState, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { mutationLocks } from '@quadra/data/singletons';

/** A change a mutation makes to cached queries before the server answers (rolled back on error). */
export interface CacheChange<TVars> {
  queryKey(vars: TVars): QueryKey;
  update(old: unknown, vars: TVars): unknown;
}

/** Typed builder of a CacheChange: `update` sees the cached value of the queries under `queryKey`. */
export function optimistic<TCache, TVars>(
  queryKey: (vars: TVars) => QueryKey,
  update: (old: TCache, vars: TVars) => TCache,
): CacheChange<TVars> {
  return { queryKey, update: (old, vars) => update(old as TCache, vars) };
}

export interface GuardedMutationOptions<TData, TVars> {
  /** Names the action (the mutation key): one lock and one pending state per action and target. */
  name: string;
  mutationFn(vars: TVars): Promise<TData>;
  /** Calls with the same lock never run at once, so a double tap acts once (default: the variables). */
  lockKey?(vars: TVars): string;
  /** What the screen shows at once, as the spec wants for join/leave, approve/reject, mark read. */
  optimistic?: CacheChange<TVars>[];
  /** Reloaded from the database after the call, success or failure: the screen ends on what is stored. */
  invalidates(vars: TVars, data: TData | undefined): QueryKey[];
  onSuccess?(data: TData, vars: TVars): void;
  onError?(error: unknown, vars: TVars): void;
  /** 'always' fails at once when offline (the screen says so) instead of waiting for the network. */
  networkMode?: 'online' | 'always';
}

/**
 * useMutation with double-tap protection, optimistic cache changes rolled back on failure, and a
 * reload of the affected queries once the database has answered. `run` returns false when an
 * identical call is still in flight (nothing is sent).
 */
export function useGuardedMutation<TData, TVars>(options: GuardedMutationOptions<TData, TVars>) {
  const client = useQueryClient();
  const { name, lockKey } = options;
  const lockOf = useCallback((vars: TVars) => `${name}:${lockKey ? lockKey(vars) : JSON.stringify(vars)}`, [name, lockKey]);

  const mutation = useMutation({
    mutationKey: [name],
    mutationFn: options.mutationFn,
    networkMode: options.networkMode,
    onMutate: async (vars) => {
      const snapshots: [QueryKey, unknown][] = [];
      for (const change of options.optimistic ?? []) {
        const queryKey = change.queryKey(vars);
        // An answer already on its way would overwrite the optimistic value with the old one.
        await client.cancelQueries({ queryKey });
        for (const [key, old] of client.getQueriesData({ queryKey })) {
          if (old === undefined) continue;
          snapshots.push([key, old]);
          client.setQueryData(key, change.update(old, vars));
        }
      }
      return { snapshots };
    },
    onError: (error, vars, context) => {
      for (const [key, old] of context?.snapshots ?? []) client.setQueryData(key, old);
      options.onError?.(error, vars);
    },
    onSuccess: (data, vars) => options.onSuccess?.(data, vars),
    onSettled: async (data, _error, vars) => {
      mutationLocks.delete(lockOf(vars));
      await Promise.all(options.invalidates(vars, data).map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });

  const pending = useMutationState({
    filters: { mutationKey: [name], status: 'pending' },
    select: (m) => lockOf(m.state.variables as TVars),
  });

  const { mutate, mutateAsync } = mutation;
  const run = useCallback(
    (vars: TVars): boolean => {
      const lock = lockOf(vars);
      if (mutationLocks.has(lock)) return false;
      mutationLocks.add(lock);
      mutate(vars);
      return true;
    },
    [lockOf, mutate],
  );
  /** As `run`, for flows that continue after success; resolves undefined for an ignored double tap. */
  const runAsync = useCallback(
    async (vars: TVars): Promise<TData | undefined> => {
      const lock = lockOf(vars);
      if (mutationLocks.has(lock)) return undefined;
      mutationLocks.add(lock);
      return mutateAsync(vars);
    },
    [lockOf, mutateAsync],
  );
  const isPending = useCallback((vars: TVars) => pending.includes(lockOf(vars)), [pending, lockOf]);

  return {
    run,
    runAsync,
    isPending,
    anyPending: pending.length > 0,
    /** This hook's last call succeeded (a screen that navigates away on success stays busy until it has gone). */
    isSuccess: mutation.isSuccess,
    error: mutation.error,
    reset: mutation.reset,
  };
}
