import { describe, expect, it } from 'vitest';
import type { GameDay } from '../game-day';
import { applyQueued } from './apply-queued';
import type { QueuedChange } from './queued-change';

const ANA = 'ana';
const BIA = 'bia';
const CAIO = 'caio';

const stored: GameDay = {
  marks: { [ANA]: 'present' },
  teams: [
    { team_no: 1, name: 'Time A', member_ids: [ANA] },
    { team_no: 2, name: 'Time B', member_ids: [BIA] },
    { team_no: 3, name: 'Time C', member_ids: [CAIO] },
  ],
  matches: [{ id: 'm1', team_a: 1, team_b: 3, score_a: 1, score_b: 0 }],
  draw: { id: 'd1', by: 'olga', byName: 'Olga', at: '2026-11-29T22:00:00Z' },
};

let n = 0;
const change = (c: Pick<QueuedChange, 'kind' | 'payload'>): QueuedChange =>
  ({ id: `c${(n += 1)}`, event_id: 'e', user_id: 'bruno', made_at: '2026-11-29T22:10:00Z', clock_offset_ms: 0, ...c }) as QueuedChange;

describe('applyQueued: the game day on screen while changes wait', () => {
  it('applies the waiting changes on top of what the database said, in the order they were made', () => {
    const shown = applyQueued(stored, [
      change({ kind: 'mark', payload: { user_ids: [ANA, BIA, CAIO], status: 'present' } }),
      change({ kind: 'mark', payload: { user_ids: [CAIO], status: 'absent' } }),
      change({ kind: 'score', payload: { match_id: 'm2', team_a: 1, team_b: 2, score_a: 3, score_b: 2 } }),
      change({ kind: 'score', payload: { match_id: 'm2', team_a: 1, team_b: 2, score_a: 4, score_b: 2 } }),
      change({ kind: 'remove_match', payload: { match_id: 'm1' } }),
    ]);
    expect(shown.marks).toEqual({ [ANA]: 'present', [BIA]: 'present', [CAIO]: 'absent' });
    expect(shown.matches).toEqual([{ id: 'm2', team_a: 1, team_b: 2, score_a: 4, score_b: 2 }]);
    expect(stored.marks).toEqual({ [ANA]: 'present' }); // the database's answer is not changed
  });

  it("a draw is this device's until sent; a swap keeps the draw; a team that goes takes its matches", () => {
    const drawn = applyQueued(stored, [
      change({ kind: 'teams', payload: { drawn: true, draw_id: 'd2', base_draw_id: 'd1', teams: [{ name: 'Time A', member_ids: [ANA, CAIO] }, { name: 'Time B', member_ids: [BIA] }] } }),
      change({ kind: 'teams', payload: { drawn: false, draw_id: 'd2', base_draw_id: 'd2', teams: [{ name: 'Time A', member_ids: [ANA, BIA] }, { name: 'Com colete', member_ids: [CAIO] }] } }),
    ]);
    expect(drawn.teams).toEqual([
      { team_no: 1, name: 'Time A', member_ids: [ANA, BIA] },
      { team_no: 2, name: 'Com colete', member_ids: [CAIO] },
    ]);
    expect(drawn.draw).toEqual({ id: 'd2', by: 'bruno', byName: null, at: '2026-11-29T22:10:00Z' });
    expect(drawn.matches).toEqual([]); // 'Partida 1' was Time A × Time C
  });

  it("'Cheguei' never covers a mark already there", () => {
    const absent = { ...stored, marks: { [ANA]: 'absent' as const } };
    expect(applyQueued(absent, [change({ kind: 'check_in', payload: { user_id: ANA } })]).marks).toEqual({ [ANA]: 'absent' });
    expect(applyQueued(absent, [change({ kind: 'check_in', payload: { user_id: BIA } })]).marks).toEqual({ [ANA]: 'absent', [BIA]: 'present' });
  });
});
