/**
 * The balanced team draw of 'Dia do jogo'. Pure: the randomness comes in as `random`.
 *
 * Sizes differ by at most one (players are dealt round-robin and only ever swapped). Balance: the
 * spread (strongest team total minus weakest) is brought down by swapping pairs of players until no
 * single swap lowers it, from several random deals; the draw is then picked at random among those
 * results whose spread is within NEAR_EQUAL of the best one, so 'Sortear de novo' gives another fair
 * draw instead of the same one.
 */

export type DrawPlayer = { id: string; strength: number };

export const MIN_TEAMS = 2;
export const MAX_TEAMS = 4;
/** Random deals improved per draw. */
const RESTARTS = 8;
/** Splits whose spread is within this many strength points of the best are equally fair. */
export const NEAR_EQUAL = 0.25;
const EPSILON = 1e-9;

/** Strongest team total minus weakest. */
export function teamSpread(teams: readonly (readonly DrawPlayer[])[]): number {
  const totals = teams.map((team) => team.reduce((sum, p) => sum + p.strength, 0));
  return Math.max(...totals) - Math.min(...totals);
}

/** `count` teams of the players (ids in team order), sizes differing by at most one. */
export function drawTeams(players: readonly DrawPlayer[], count: number, random: () => number = Math.random): DrawPlayer[][] {
  if (!Number.isInteger(count) || count < MIN_TEAMS || count > MAX_TEAMS)
    throw new RangeError(`drawTeams: ${count} teams (2 to 4)`);
  if (players.length < count) throw new RangeError(`drawTeams: ${players.length} players for ${count} teams`);

  const results = Array.from({ length: RESTARTS }, () => improveBySwaps(deal(shuffle(players, random), count)));
  const best = Math.min(...results.map((r) => r.spread));
  const fair = results.filter((r) => r.spread <= best + NEAR_EQUAL + EPSILON);
  return fair[Math.floor(random() * fair.length)].teams;
}

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

function deal(players: readonly DrawPlayer[], count: number): DrawPlayer[][] {
  const teams: DrawPlayer[][] = Array.from({ length: count }, () => []);
  players.forEach((p, i) => teams[i % count].push(p));
  return teams;
}

/** Applies the best pair swap while one lowers the spread: the result is 1-swap-optimal. */
function improveBySwaps(teams: DrawPlayer[][]): { teams: DrawPlayer[][]; spread: number } {
  const totals = teams.map((team) => team.reduce((sum, p) => sum + p.strength, 0));
  const spreadOf = () => Math.max(...totals) - Math.min(...totals);
  let spread = spreadOf();
  for (;;) {
    let bestSwap: [number, number, number, number] | null = null;
    let bestSpread = spread - EPSILON;
    for (let a = 0; a < teams.length; a++)
      for (let b = a + 1; b < teams.length; b++)
        for (let i = 0; i < teams[a].length; i++)
          for (let j = 0; j < teams[b].length; j++) {
            const delta = teams[b][j].strength - teams[a][i].strength;
            totals[a] += delta;
            totals[b] -= delta;
            const after = spreadOf();
            totals[a] -= delta;
            totals[b] += delta;
            if (after < bestSpread) {
              bestSpread = after;
              bestSwap = [a, i, b, j];
            }
          }
    if (!bestSwap) return { teams, spread };
    const [a, i, b, j] = bestSwap;
    const delta = teams[b][j].strength - teams[a][i].strength;
    [teams[a][i], teams[b][j]] = [teams[b][j], teams[a][i]];
    totals[a] += delta;
    totals[b] -= delta;
    spread = spreadOf();
  }
}
