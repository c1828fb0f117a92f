import {
  EDIT_EVENT_AGE_OPTIONS,
  EDIT_EVENT_GENDER_OPTIONS,
  SKILL_LEVELS,
  sanitizeRichText,
  sanitizeText,
  validateEventName,
} from '@quadra/domain';
import type { EventDetail, EventEdit } from '@quadra/data';

/** The settings form as the inputs hold it (strings). */
export interface EditFormValues {
  title: string;
  location: string;
  location_reference: string;
  date: string;
  time: string;
  description: string;
  max_participants: string;
  age_group: string;
  gender: string;
  skill_level: string;
}

export type EditFormErrors = Partial<Record<keyof EditFormValues, string>>;

export function formFromEvent(event: EventDetail): EditFormValues {
  return {
    title: event.title,
    location: event.location ?? '',
    location_reference: event.location_reference ?? '',
    date: event.date,
    time: (event.time ?? '').slice(0, 5),
    description: event.description ?? '',
    max_participants: event.max_participants === null ? '' : String(event.max_participants),
    age_group: event.age_group || EDIT_EVENT_AGE_OPTIONS[0],
    gender: event.gender || EDIT_EVENT_GENDER_OPTIONS[0],
    skill_level: event.skill_level || SKILL_LEVELS[0],
  };
}

export function validateEditForm(values: EditFormValues): EditFormErrors {
  const errors: EditFormErrors = {};
  const title = validateEventName(values.title);
  if (title.length > 0) errors.title = title.join(', ');
  if (!values.location.trim()) errors.location = 'Informe o endereço do evento';
  if (!values.date) errors.date = 'Informe a data do evento';
  if (!values.time) errors.time = 'Informe o horário do evento';
  const max = values.max_participants.trim();
  if (max && !(/^\d+$/.test(max) && Number(max) >= 1)) errors.max_participants = 'O número de jogadores deve ser pelo menos 1.';
  return errors;
}

/** The UPDATE payload: sanitised text, max players as an integer or null when empty. */
export function changesFromForm(values: EditFormValues): EventEdit['changes'] {
  const max = values.max_participants.trim();
  return {
    title: sanitizeText(values.title.trim()),
    location: sanitizeText(values.location.trim()),
    location_reference: sanitizeText(values.location_reference.trim()) || null,
    date: values.date,
    time: values.time.length === 5 ? `${values.time}:00` : values.time,
    description: sanitizeRichText(values.description.trim()) || null,
    max_participants: max ? Number.parseInt(max, 10) : null,
    age_group: values.age_group,
    gender: values.gender,
    skill_level: values.skill_level,
  };
}
