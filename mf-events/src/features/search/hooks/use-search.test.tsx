import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const search = vi.fn();
vi.mock('../data/search-api', () => ({ search: (...args: unknown[]) => search(...args) }));
vi.mock('@quadra/ui', () => ({ toast: { error: vi.fn() } }));

const { useSearch } = await import('./use-search');

// The network call is replaced here only to count calls and control timing; the RPCs themselves
// are exercised over the real stack by the e2e journeys.
describe('useSearch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    search.mockReset();
    search.mockResolvedValue({ events: [], profiles: [] });
  });
  afterEach(() => vi.useRealTimers());

  it('waits 300 ms after the last keystroke and sends one request', async () => {
    const { rerender, result } = renderHook(({ q }) => useSearch(q, 'all'), { initialProps: { q: '' } });
    expect(result.current.kind).toBe('idle');
    rerender({ q: 's' });
    await act(async () => vi.advanceTimersByTime(200));
    rerender({ q: 'sa' });
    rerender({ q: 'sao' });
    await act(async () => vi.advanceTimersByTime(299));
    expect(search).not.toHaveBeenCalled();
    expect(result.current.kind).toBe('searching');
    await act(async () => vi.advanceTimersByTime(1));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('sao', 'all');
    expect(result.current).toEqual({ kind: 'done', results: { events: [], profiles: [] } });
  });

  it('re-runs when the tab changes and clears on an empty query', async () => {
    const { rerender, result } = renderHook(({ q, tab }) => useSearch(q, tab), {
      initialProps: { q: '', tab: 'all' as 'all' | 'events' | 'profiles' },
    });
    rerender({ q: 'ana', tab: 'all' });
    await act(async () => vi.advanceTimersByTime(300));
    rerender({ q: 'ana', tab: 'profiles' });
    await act(async () => vi.advanceTimersByTime(0));
    expect(search).toHaveBeenLastCalledWith('ana', 'profiles');
    rerender({ q: '', tab: 'profiles' });
    expect(result.current.kind).toBe('idle');
  });

  it('reports an error state when the search fails', async () => {
    search.mockRejectedValue(new Error('boom'));
    const { rerender, result } = renderHook(({ q }) => useSearch(q, 'events'), { initialProps: { q: '' } });
    rerender({ q: 'x' });
    await act(async () => vi.advanceTimersByTime(300));
    expect(result.current.kind).toBe('error');
  });
});
