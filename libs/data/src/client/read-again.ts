import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';

/**
 * Has what `filters` match read again after a change. A read still on its way may have read
 * before the change, so it is read again too, after its answer: never two side by side (TanStack
 * Query would rather keep a first read on its way, or cancel a reload's, and start another).
 */
export async function readAgain(client: QueryClient, filters: InvalidateQueryFilters): Promise<void> {
  const onTheirWay = client.getQueryCache().findAll({ ...filters, fetchStatus: 'fetching' });
  await client.invalidateQueries(filters, { cancelRefetch: false });
  await Promise.all(onTheirWay.map((query) => client.invalidateQueries({ queryKey: query.queryKey, exact: true })));
}
