import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useKeptInPlace } from './use-kept-in-place';

const card = (id: string, state = 'open') => ({ id, state });
const actedOn = new Set(['a']);

describe('useKeptInPlace', () => {
  it('keeps a card that moved to the other list in its place, with its new state', () => {
    const { result, rerender } = renderHook(({ fresh, elsewhere }) => useKeptInPlace(fresh, elsewhere, 'all', actedOn), {
      initialProps: { fresh: [card('a'), card('b'), card('c')], elsewhere: [] as ReturnType<typeof card>[] },
    });
    expect(result.current.map((c) => c.id)).toEqual(['a', 'b', 'c']);
    // 'a' was joined: the fresh list lost it, the joined list has it.
    rerender({ fresh: [card('b'), card('c')], elsewhere: [card('a', 'joined')] });
    expect(result.current).toEqual([card('a', 'joined'), card('b'), card('c')]);
  });

  it('keeps a card as last seen while both lists reload, adds new cards after, and starts over on a new key', () => {
    const { result, rerender } = renderHook(({ fresh, key }) => useKeptInPlace(fresh, [], key, actedOn), {
      initialProps: { fresh: [card('a'), card('b')], key: 'all' },
    });
    rerender({ fresh: [card('b'), card('d')], key: 'all' });
    expect(result.current.map((c) => c.id)).toEqual(['a', 'b', 'd']);
    rerender({ fresh: [card('d'), card('b'), card('e')], key: 'all' });
    expect(result.current.map((c) => c.id)).toEqual(['a', 'b', 'd', 'e']);
    rerender({ fresh: [card('e'), card('b')], key: 'football' });
    expect(result.current.map((c) => c.id)).toEqual(['e', 'b']);
  });

  it('keeps no card the person did not act on: a list restored from the device, then refreshed, shows what is stored', () => {
    // Restored: 'x' was left on another visit, the device still listed it as joined.
    const { result, rerender } = renderHook(({ fresh, elsewhere }) => useKeptInPlace(fresh, elsewhere, 'all', new Set<string>()), {
      initialProps: { fresh: [card('x', 'joined'), card('y', 'joined')], elsewhere: [] as ReturnType<typeof card>[] },
    });
    rerender({ fresh: [card('y', 'joined')], elsewhere: [card('x')] });
    expect(result.current).toEqual([card('y', 'joined')]);
  });
});
