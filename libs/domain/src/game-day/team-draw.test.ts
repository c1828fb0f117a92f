import { describe, expect, it } from 'vitest';
import { drawTeams, teamSpread, type DrawPlayer } from './team-draw';

const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

/** A roster of 4–30 players with strengths as playerStrength gives them (1 to 4). */
function randomRoster(): DrawPlayer[] {
  return Array.from({ length: randomInt(4, 30) }, (_, i) => ({ id: `p${i}`, strength: 1 + 3 * Math.random() }));
}

/** The smallest spread any single swap of two players in different teams reaches. */
function bestAfterOneSwap(teams: DrawPlayer[][]): number {
  const totals = teams.map((t) => t.reduce((sum, p) => sum + p.strength, 0));
  let best = Infinity;
  for (let a = 0; a < teams.length; a++)
    for (let b = a + 1; b < teams.length; b++)
      for (const x of teams[a] ?? [])
        for (const y of teams[b] ?? []) {
          const after = totals.map((total, k) => (k === a ? total - x.strength + y.strength : k === b ? total - y.strength + x.strength : total));
          best = Math.min(best, Math.max(...after) - Math.min(...after));
        }
  return best;
}

/** The split as a set of sets: team order and order inside a team do not matter. */
const partition = (teams: DrawPlayer[][]) =>
  teams.map((t) => t.map((p) => p.id).sort().join(',')).sort().join(' | ');

// A thousand draws take a few seconds on a loaded machine: more than vitest's default 5 s budget.
// `npm run test:mutation` runs each surviving mutant through every roster: it draws 100 (a
// mutant that breaks a property breaks it on most rosters).
const ROSTERS = Number(process.env.QUADRA_PROPERTY_RUNS ?? 1000);
describe(`drawTeams (property, ${ROSTERS} random rosters)`, { timeout: 60_000 }, () => {
  it('keeps everyone once, sizes within one, and no single swap of two players would lower the spread', () => {
    for (let run = 0; run < ROSTERS; run++) {
      const roster = randomRoster();
      const count = randomInt(2, Math.min(4, roster.length));
      const teams = drawTeams(roster, count);
      const context = JSON.stringify({ count, roster });

      expect(teams, context).toHaveLength(count);
      expect(teams.flat().map((p) => p.id).sort(), context).toEqual(roster.map((p) => p.id).sort());
      const sizes = teams.map((t) => t.length);
      expect(Math.max(...sizes) - Math.min(...sizes), context).toBeLessThanOrEqual(1);
      expect(teamSpread(teams), context).toBeLessThanOrEqual(bestAfterOneSwap(teams) + 1e-9);
    }
  });

  it('two draws of the same roster differ in most runs', () => {
    let differ = 0;
    for (let run = 0; run < ROSTERS; run++) {
      const roster = randomRoster();
      const count = randomInt(2, Math.min(4, roster.length));
      if (partition(drawTeams(roster, count)) !== partition(drawTeams(roster, count))) differ++;
    }
    expect(differ).toBeGreaterThan(ROSTERS / 2);
  });
});

describe('drawTeams', () => {
  it('splits an obvious roster evenly: two strong players never play together', () => {
    const roster = [4, 4, 1, 1, 1, 1].map((strength, i) => ({ id: `p${i}`, strength }));
    for (let run = 0; run < 50; run++) {
      const teams = drawTeams(roster, 2);
      expect(teams.map((t) => t.filter((p) => p.strength === 4).length)).toEqual([1, 1]);
      expect(teamSpread(teams)).toBe(0);
    }
  });

  it('refuses fewer than 2 or more than 4 teams, or fewer players than teams', () => {
    const roster = [1, 2, 3].map((strength, i) => ({ id: `p${i}`, strength }));
    expect(() => drawTeams(roster, 1)).toThrow(RangeError);
    expect(() => drawTeams([...roster, ...roster], 5)).toThrow(RangeError);
    expect(() => drawTeams(roster, 4)).toThrow(RangeError);
  });
});

describe('teamSpread', () => {
  it('is the strongest team total minus the weakest', () => {
    const team = (...strengths: number[]) => strengths.map((strength, i) => ({ id: `p${i}`, strength }));
    expect(teamSpread([team(4, 1), team(1, 1), team(2, 2)])).toBe(3);
    expect(teamSpread([team(2), team(2)])).toBe(0);
  });
});
