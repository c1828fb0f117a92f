import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@quadra/session';
import { allPageQueries, type PageData } from './page-data';

/**
 * A page's declared first-screen data, started all at once as it mounts: its parts' queries do
 * not wait for the main data that shows them (the screen reads each with its own hook).
 */
export function usePageData<P extends string>(page: PageData<P>, params: Readonly<Record<P, string>>, search = ''): void {
  const queryClient = useQueryClient();
  const settled = useSession((s) => s.status !== 'loading');
  const caller = useSession((s) => s.user?.id ?? null);
  const paramsKey = JSON.stringify(params);
  useEffect(() => {
    if (!settled) return;
    const queries = allPageQueries(page, { params: JSON.parse(paramsKey) as Record<P, string>, search: new URLSearchParams(search), caller }) ?? [];
    for (const query of queries) void query.fetch(queryClient).catch(() => undefined);
  }, [queryClient, page, settled, caller, paramsKey, search]);
}
