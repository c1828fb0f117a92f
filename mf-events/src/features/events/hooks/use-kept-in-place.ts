import { useState } from 'react';

/**
 * The list to show: what was shown, each card as it is now, then the new ones. A card gone from
 * both lists keeps its place only when the person acted on it here (`actedOn`): a list restored
 * from the device and then refreshed must not keep a card the athlete left on another visit.
 */
function merge<T extends { id: string }>(shown: T[], fresh: T[], elsewhere: T[], actedOn: ReadonlySet<string>): T[] {
  const current = new Map(fresh.map((item) => [item.id, item]));
  const moved = new Map(elsewhere.map((item) => [item.id, item]));
  const kept = shown.flatMap((last) => {
    const now = current.get(last.id) ?? (actedOn.has(last.id) ? (moved.get(last.id) ?? last) : undefined);
    return now ? [now] : [];
  });
  const keptIds = new Set(kept.map((item) => item.id));
  return [...kept, ...fresh.filter((item) => !keptIds.has(item.id))];
}

const same = <T,>(a: T[], b: T[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * A list whose cards stay where they were while the person acts on them: a card that leaves the
 * fresh list (joined, so 'Eventos Disponíveis' no longer has it) keeps its place, shown as `elsewhere`
 * now holds it (its new state), or as last seen while both lists reload, so the next card never
 * slides under the finger that just tapped. `actedOn`: the cards joined or left on this screen. New
 * cards (a next page) come after. A new `resetKey` (another filter) starts from the fresh list.
 */
export function useKeptInPlace<T extends { id: string }>(fresh: T[], elsewhere: T[], resetKey: unknown, actedOn: ReadonlySet<string>): T[] {
  const [shown, setShown] = useState<{ key: unknown; items: T[] }>({ key: resetKey, items: [] });
  const list = merge(shown.key === resetKey ? shown.items : [], fresh, elsewhere, actedOn);
  // Remembered by adjusting state while rendering (React's pattern for state derived from props).
  if (shown.key !== resetKey || !same(list, shown.items)) setShown({ key: resetKey, items: list });
  return list;
}
