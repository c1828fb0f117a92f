import { describe, expect, it } from 'vitest';
import { groupJoined } from './group-joined';
import type { MyEvent } from './my-events-api';

const base: MyEvent = {
  id: '1',
  title: 'Pelada',
  location: 'Parque',
  date: '2026-11-25',
  time: '19:00:00',
  participant_count: 3,
  max_participants: 10,
  image_url: null,
  status: 'active',
  participation_status: 'registered',
  evaluation_status: 'pending',
};

describe('groupJoined', () => {
  it('puts each event in exactly one Inscritos section', () => {
    const events: MyEvent[] = [
      { ...base, id: 'future' },
      { ...base, id: 'past', date: '2026-11-01' },
      { ...base, id: 'done', status: 'completed' },
      { ...base, id: 'open-eval', evaluation_status: 'evaluation_available', date: '2026-11-20' },
      { ...base, id: 'paused', status: 'paused' },
      { ...base, id: 'cancelled', status: 'cancelled', date: '2026-11-01' },
    ];
    const groups = groupJoined(events, '2026-11-21');
    expect(groups.active.map((e) => e.id)).toEqual(['future']);
    expect(groups.closed.map((e) => e.id)).toEqual(['past', 'done', 'open-eval']);
    expect(groups.pausedCancelled.map((e) => e.id)).toEqual(['paused', 'cancelled']);
  });
});
