import { countLabel } from '../formatters/counts';

/**
 * The places line a shared event shows (its link preview and its list): 'Faltam 3 vagas',
 * 'Falta 1 vaga', 'Lotado · 2 na lista de espera', 'Lotado', 'Vagas livres' (no limit).
 */
export function vacanciesLine(confirmed: number, maxParticipants: number | null | undefined, waiting = 0): string {
  if (maxParticipants === null || maxParticipants === undefined) return 'Vagas livres';
  const free = Math.max(0, maxParticipants - confirmed);
  if (free > 0) return `${free === 1 ? 'Falta' : 'Faltam'} ${countLabel(free, 'vaga', 'vagas')}`;
  return waiting > 0 ? `Lotado · ${waiting} na lista de espera` : 'Lotado';
}
