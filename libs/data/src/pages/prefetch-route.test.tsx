import { waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '@quadra/data/singletons';
import { useAvailableEvents } from '../events/available-events';
import { useEventDetail } from '../events/event-detail';
import { connectToDataStack, renderDataHook } from '../testing';
import { prefetchRoute } from './prefetch-route';

beforeAll(() => {
  connectToDataStack();
});

describe('prefetchRoute', () => {
  it("loads /events' first page under the key its screen reads, so the screen asks nothing more", async () => {
    queryClient.clear();
    await prefetchRoute('/events');
    const fetches = queryClient.getQueryCache().getAll().map((q) => q.state.dataUpdateCount);
    expect(fetches).toEqual([1]);

    const { result } = renderDataHook(() => useAvailableEvents({ sports: [], dates: [] }), queryClient);
    expect(result.current.isPending).toBe(false);
    expect(result.current.data?.pages[0]?.length).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 100));
    expect(queryClient.getQueryCache().getAll().map((q) => q.state.dataUpdateCount)).toEqual([1]);
  });

  it("loads an event's detail for /event/:id", async () => {
    queryClient.clear();
    await prefetchRoute('/events');
    const first = queryClient.getQueryCache().getAll()[0]!.state.data as { pages: { id: string }[][] };
    const id = first.pages[0]![0]!.id;
    queryClient.clear();
    await prefetchRoute(`/event/${id}`);
    const { result } = renderDataHook(() => useEventDetail(id), queryClient);
    await waitFor(() => expect(result.current.data?.id).toBe(id));
    expect(queryClient.getQueryCache().getAll().filter((q) => q.state.dataUpdateCount > 0)).toHaveLength(1);
  });

  it('leaves other routes alone', async () => {
    queryClient.clear();
    await prefetchRoute('/profile/current');
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
