/** 'Avaliar Evento e Jogadores' shows when the database has opened the user's evaluation. */
export function canEvaluate(participation: { evaluation_status?: string | null; status?: string | null }): boolean {
  return participation.evaluation_status === 'evaluation_available' && participation.status !== 'pending';
}

/** 'Avaliado' (disabled) once the athlete's evaluation of the event is done. */
export function isEvaluated(participation: { evaluation_status?: string | null; status?: string | null }): boolean {
  return (
    (participation.evaluation_status === 'completed' || participation.evaluation_status === 'evaluated') &&
    participation.status !== 'pending'
  );
}
