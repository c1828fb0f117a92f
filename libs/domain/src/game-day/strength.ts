/**
 * A player's strength for the balanced draw, from what Quadra knows (get_team_strengths):
 *
 *   strength = level + praise bonus                         (1 to 4)
 *   level    = mean level of the past events attended, 1 'Iniciante/Diversão', 2 'Intermediário/Casual',
 *              3 'Avançado/Competitivo' (NEW_PLAYER_LEVEL without history)
 *   bonus    = min(1, praises received per game attended / 2)   (2 praises a game = the full point)
 *
 * Stated in supabase/CONTRACT.md (get_team_strengths).
 */
export type StrengthFacts = { games: number; average_level: number | null; praises: number };

export const NEW_PLAYER_LEVEL = 2;
const PRAISES_FOR_FULL_BONUS = 2;

export function playerStrength({ games, average_level, praises }: StrengthFacts): number {
  const level = average_level ?? NEW_PLAYER_LEVEL;
  const bonus = Math.min(1, praises / Math.max(games, 1) / PRAISES_FOR_FULL_BONUS);
  return level + bonus;
}
