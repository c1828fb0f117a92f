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

  const results = Array.from({ length: RESTARTS }, () => improveBySwaps(shuffle(players, random), count));
  const best = Math.min(...results.map((r) => r.spread));
  const fair = results.filter((r) => r.spread <= best + NEAR_EQUAL + EPSILON);
  const pick = fair[Math.floor(random() * fair.length)] ?? fair[0];
  if (!pick) throw new Error('drawTeams: no result'); // unreachable: RESTARTS > 0
  return pick.teams;
}

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out: T[] = [];
  // Inside-out Fisher-Yates: each item lands at a uniformly random place among those so far.
  items.forEach((item, i) => {
    const j = Math.floor(random() * (i + 1));
    if (j === i) out.push(item);
    else {
      out.push(out[j] as T);
      out[j] = item;
    }
  });
  return out;
}

type Slot = { player: DrawPlayer; team: number };

/** Round-robin deal (sizes within one), then the best pair swap while one lowers the spread:
 * the result is 1-swap-optimal. Swapping keeps the sizes. */
function improveBySwaps(players: readonly DrawPlayer[], count: number): { teams: DrawPlayer[][]; spread: number } {
  const slots: Slot[] = players.map((player, i) => ({ player, team: i % count }));
  const totals: number[] = Array.from({ length: count }, () => 0);
  const total = (team: number) => totals[team] ?? 0;
  const move = (team: number, delta: number) => (totals[team] = total(team) + delta);
  const spreadOf = () => Math.max(...totals) - Math.min(...totals);
  for (const s of slots) move(s.team, s.player.strength);

  let spread = spreadOf();
  for (;;) {
    let best: [Slot, Slot] | null = null;
    let bestSpread = spread - EPSILON;
    for (const [i, x] of slots.entries())
      for (let j = i + 1; j < slots.length; j++) {
        const y = slots[j];
        if (!y || x.team === y.team) continue;
        const delta = y.player.strength - x.player.strength;
        move(x.team, delta);
        move(y.team, -delta);
        const after = spreadOf();
        move(x.team, -delta);
        move(y.team, delta);
        if (after < bestSpread) {
          bestSpread = after;
          best = [x, y];
        }
      }
    if (!best) break;
    const [x, y] = best;
    const delta = y.player.strength - x.player.strength;
    move(x.team, delta);
    move(y.team, -delta);
    [x.team, y.team] = [y.team, x.team];
    spread = spreadOf();
  }
  const teams: DrawPlayer[][] = Array.from({ length: count }, () => []);
  for (const s of slots) teams[s.team]?.push(s.player);
  return { teams, spread };
}
