import type { GameDay, Match } from '../game-day';
import type { QueuedChange } from './queued-change';

/**
 * What the screen shows: the game day as last read from the database with this device's changes
 * still waiting applied on top, in the order they were made. The same function the database's
 * rules end on when nothing conflicts, so the screen does not jump when they are sent.
 */
export function applyQueued(day: GameDay, changes: readonly QueuedChange[]): GameDay {
  return changes.reduce(applyOne, day);
}

function applyOne(day: GameDay, change: QueuedChange): GameDay {
  switch (change.kind) {
    case 'mark':
      return { ...day, marks: { ...day.marks, ...Object.fromEntries(change.payload.user_ids.map((id) => [id, change.payload.status])) } };
    case 'check_in':
      return day.marks[change.payload.user_id] ? day : { ...day, marks: { ...day.marks, [change.payload.user_id]: 'present' } };
    case 'teams': {
      const { teams, drawn, draw_id } = change.payload;
      const draw = drawn ? { id: draw_id, by: change.user_id, byName: null, at: change.made_at } : day.draw && { ...day.draw, id: draw_id };
      const kept = new Set(teams.map((_, i) => i + 1));
      return {
        ...day,
        teams: teams.map((t, i) => ({ team_no: i + 1, name: t.name, member_ids: t.member_ids })),
        // As the database does: the matches of a team that is gone go with it.
        matches: day.matches.filter((m) => kept.has(m.team_a) && kept.has(m.team_b)),
        draw,
      };
    }
    case 'score': {
      const { match_id, ...score } = change.payload;
      const match: Match = { id: match_id, ...score };
      const known = day.matches.some((m) => m.id === match_id);
      return { ...day, matches: known ? day.matches.map((m) => (m.id === match_id ? match : m)) : [...day.matches, match] };
    }
    case 'remove_match':
      return { ...day, matches: day.matches.filter((m) => m.id !== change.payload.match_id) };
  }
}
