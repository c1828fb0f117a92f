import { useEffect, useState } from 'react';
import { DELAYS_MS, messages } from '@quadra/domain';
import { toast } from '@quadra/ui';
import { search, type SearchResults, type SearchTab } from '../data/search-api';
import { useDebouncedValue } from './use-debounced-value';

export type SearchState =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'error' }
  | { kind: 'done'; results: SearchResults };

type Settled = { key: string; state: { kind: 'error' } | { kind: 'done'; results: SearchResults } };

/**
 * Searches 300 ms after the last keystroke and again when the tab changes; an empty query clears
 * the results. Each answer is kept with the query and tab it was for, so only the latest one shows.
 */
export function useSearch(query: string, tab: SearchTab): SearchState {
  const trimmed = query.trim();
  const debounced = useDebouncedValue(trimmed, DELAYS_MS.searchDebounce);
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    if (!debounced) return;
    const key = `${tab}|${debounced}`;
    let stale = false;
    search(debounced, tab)
      .then((results) => {
        if (!stale) setSettled({ key, state: { kind: 'done', results } });
      })
      .catch((e: unknown) => {
        console.error('search failed', e);
        if (stale) return;
        setSettled({ key, state: { kind: 'error' } });
        toast.error(messages.search.errorToast);
      });
    return () => {
      stale = true;
    };
  }, [debounced, tab]);

  if (!trimmed) return { kind: 'idle' };
  if (trimmed !== debounced || settled?.key !== `${tab}|${debounced}`) return { kind: 'searching' };
  return settled.state;
}
