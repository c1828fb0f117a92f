import type { EventDetail } from '@quadra/data';
import { EDIT_EVENT_AGE_OPTIONS, EVENT_GENDERS, SKILL_LEVELS, type EditEventInput } from '@quadra/domain';

/** The settings form as the inputs hold it (strings), from the stored event. */
export function formFromEvent(event: EventDetail): EditEventInput {
  return {
    title: event.title,
    location: event.location ?? '',
    location_reference: event.location_reference ?? '',
    date: event.date,
    time: (event.time ?? '').slice(0, 5),
    description: event.description ?? '',
    max_participants: event.max_participants === null ? '' : String(event.max_participants),
    min_participants: event.min_participants,
    age_group: EDIT_EVENT_AGE_OPTIONS.find((age) => age === event.age_group) ?? EDIT_EVENT_AGE_OPTIONS[0],
    gender: EVENT_GENDERS.find((gender) => gender === event.gender) ?? 'Misto',
    skill_level: SKILL_LEVELS.find((level) => level === event.skill_level) ?? SKILL_LEVELS[0],
  };
}
