import type { AttendanceStatus } from '../game-day';

/** What each kind of game-day change carries (the database's apply_game_day_changes reads it). */
export interface ChangePayloads {
  /** 'Presente' / 'Faltou' of one player, or 'Marcar todos como presentes'. */
  mark: { user_ids: string[]; status: AttendanceStatus };
  /** 'Cheguei': the participant himself (the database takes him from the session). */
  check_in: { user_id: string };
  /** A draw (drawn: a new draw_id), or a swap or a rename of the draw base_draw_id. */
  teams: { drawn: boolean; draw_id: string; base_draw_id: string | null; teams: { name: string; member_ids: string[] }[] };
  /** A match's score, by the match's own id (made on the phone: sent twice, recorded once). */
  score: { match_id: string; team_a: number; team_b: number; score_a: number; score_b: number };
  remove_match: { match_id: string };
}

export type ChangeKind = keyof ChangePayloads;

/** One change waiting on the device, as sent: its own id, and when it was made by this device's clock. */
export type QueuedChange = {
  [K in ChangeKind]: {
    id: string;
    event_id: string;
    /** Who made it: only the athlete signed in sends his changes. */
    user_id: string;
    kind: K;
    /** ISO instant by the device's clock. */
    made_at: string;
    /** Add to made_at for the server's clock (measured when last online). */
    clock_offset_ms: number;
    payload: ChangePayloads[K];
  };
}[ChangeKind];

/** The database's answer for one change. 'duplicate': that id was applied before (nothing done again). */
export interface ChangeResult {
  id: string;
  status: 'applied' | 'duplicate' | 'superseded' | 'refused';
  message: string | null;
  detail?: string | null;
  /** A refusal's SQLSTATE: 'P0001' is a rule of ours, its message pt-BR. */
  code?: string;
  outcome?: 'applied' | 'superseded';
}
