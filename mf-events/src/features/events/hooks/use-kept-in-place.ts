import { useMemo, useRef } from 'react';

/**
 * A list whose cards stay where they were while the person acts on them: a card that leaves the
 * fresh list (joined, so 'Eventos Disponíveis' no longer has it) keeps its place, shown as `elsewhere`
 * now holds it (its new state), or as last seen while both lists reload, so the next card never
 * slides under the finger that just tapped. New cards (a next page) come after. A new `resetKey`
 * (another filter) starts from the fresh list.
 */
export function useKeptInPlace<T extends { id: string }>(fresh: T[], elsewhere: T[], resetKey: unknown): T[] {
  const shown = useRef<{ key: unknown; items: T[] }>({ key: resetKey, items: [] });
  return useMemo(() => {
    if (shown.current.key !== resetKey) shown.current = { key: resetKey, items: [] };
    const current = new Map(fresh.map((item) => [item.id, item]));
    const moved = new Map(elsewhere.map((item) => [item.id, item]));
    const kept = shown.current.items.map((last) => current.get(last.id) ?? moved.get(last.id) ?? last);
    const keptIds = new Set(kept.map((item) => item.id));
    const list = [...kept, ...fresh.filter((item) => !keptIds.has(item.id))];
    shown.current.items = list;
    return list;
  }, [fresh, elsewhere, resetKey]);
}
