import type { MyEvent } from './my-events-api';

export interface JoinedGroups {
  active: MyEvent[];
  closed: MyEvent[];
  pausedCancelled: MyEvent[];
}

/**
 * Inscritos sections: paused or cancelled events; closed ones (completed, or already past, or with
 * an evaluation opened); the rest are active. `today` is a local yyyy-MM-dd day.
 */
export function groupJoined(events: readonly MyEvent[], today: string): JoinedGroups {
  const groups: JoinedGroups = { active: [], closed: [], pausedCancelled: [] };
  for (const event of events) {
    if (event.status === 'paused' || event.status === 'cancelled') groups.pausedCancelled.push(event);
    else if (
      event.status === 'completed' ||
      event.date < today ||
      event.evaluation_status === 'evaluation_available' ||
      event.evaluation_status === 'completed'
    )
      groups.closed.push(event);
    else groups.active.push(event);
  }
  return groups;
}
