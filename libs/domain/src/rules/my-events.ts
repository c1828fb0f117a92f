/** My events 'Inscritos' tab: active events, 'Encerrados', and 'Pausados Cancelados'. */
export function splitMyEvents<T extends { status: string | null }>(
  events: readonly T[],
): { active: T[]; closed: T[]; pausedOrCancelled: T[] } {
  return {
    active: events.filter((event) => event.status !== 'completed' && event.status !== 'paused' && event.status !== 'cancelled'),
    closed: events.filter((event) => event.status === 'completed'),
    pausedOrCancelled: events.filter((event) => event.status === 'paused' || event.status === 'cancelled'),
  };
}

/** 'Avaliar Evento e Jogadores' shows when the database has opened the user's evaluation. */
export function canEvaluate(participation: { evaluation_status?: string | null; status?: string | null }): boolean {
  return participation.evaluation_status === 'evaluation_available' && participation.status !== 'pending';
}
