import { LIMITS, PRAISE_OPTIONS, type PraiseId } from '../constants';

/** Toggles a player; a 4th pick is refused (show messages.evaluation.limitReached). */
export function togglePlayerSelection(
  selected: readonly string[],
  userId: string,
): { selected: string[]; limitReached: boolean } {
  if (selected.includes(userId)) return { selected: selected.filter((id) => id !== userId), limitReached: false };
  if (selected.length >= LIMITS.maxPraisedPlayers) return { selected: [...selected], limitReached: true };
  return { selected: [...selected, userId], limitReached: false };
}

/** 'Confirmar Elogio' needs one praise option. */
export function canConfirmPraise(option: string | null | undefined): option is PraiseId {
  return PRAISE_OPTIONS.some((praise) => praise.id === option);
}

export function praiseLabel(id: string): string | null {
  return PRAISE_OPTIONS.find((praise) => praise.id === id)?.label ?? null;
}

/** The event comment is saved only when non-blank. */
export function shouldSaveEventComment(text: string | null | undefined): boolean {
  return !!text && text.trim().length > 0;
}
