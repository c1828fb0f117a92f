import {
  defaultTimeForPeriod,
  eventCostArgs,
  sanitizeRichText,
  sanitizeText,
  DEFAULT_TIME_ZONE,
  SKILL_LEVELS,
  toMaxParticipants,
  type SkillLevel,
} from '@quadra/domain';
import type { CreateEventVars } from '@quadra/data';
import type { EventDraft } from '../store/draft-store';

/** Step 4's level select names the same levels as step 1 ('Qualquer nível' keeps step 1's). */
const LEVEL_BY_CHOICE: Record<string, SkillLevel> = {
  Iniciante: 'Iniciante/Diversão',
  Intermediário: 'Intermediário/Casual',
  Avançado: 'Avançado/Competitivo',
};

/** 'HH:MM' from a time input, as the database stores it ('HH:MM:SS'). */
const withSeconds = (time: string) => (/^\d{2}:\d{2}$/.test(time) ? `${time}:00` : time);

/** A series' rule for create_event ('Repetir', 'Termina'), nothing for an event that does not repeat. */
function repetition(draft: EventDraft): Pick<CreateEventVars['event'], 'repeat' | 'repeat_count' | 'repeat_until'> {
  if (draft.repeat === 'none') return {};
  return draft.repeatEnds === 'until'
    ? { repeat: draft.repeat, repeat_until: draft.repeatUntil }
    : { repeat: draft.repeat, repeat_count: draft.repeatCount === '' ? null : draft.repeatCount };
}

/** What rpc create_event receives for a draft (the database validates it again). */
export function draftToEvent(draft: EventDraft): CreateEventVars {
  const restricted = !draft.anyoneCanJoin;
  const level = (restricted && LEVEL_BY_CHOICE[draft.selectedLevel]) || draft.skillLevel;
  return {
    event: {
      title: sanitizeText(draft.eventName),
      location: sanitizeText(draft.location),
      date: draft.date,
      time: withSeconds(defaultTimeForPeriod(draft.selectedPeriod, draft.time)),
      time_zone: draft.timeZone || DEFAULT_TIME_ZONE,
      ...repetition(draft),
      sport_name: sanitizeText(draft.sport || draft.customSportName),
      skill_level: (SKILL_LEVELS as readonly string[]).includes(level) ? level : SKILL_LEVELS[0],
      min_participants: draft.playersLimitDisabled || draft.minPlayers === '' ? 1 : draft.minPlayers,
      max_participants: toMaxParticipants(draft.maxPlayers, draft.playersLimitDisabled),
      description: sanitizeRichText(draft.eventInfo) || null,
      age_group: draft.selectedAge || null,
      gender: restricted ? draft.selectedGender || null : null,
      has_pcd_structure: draft.hasPCDStructure,
      pcd_types: draft.hasPCDStructure && draft.selectedPCD ? [draft.selectedPCD] : null,
      requires_approval: draft.autoAcceptRegistrations,
      image_url: draft.eventImage,
      ...(draft.clubId ? { club_id: draft.clubId } : {}),
    },
    inviteeIds: draft.selectedPeople.map((person) => person.user_id),
    cost: eventCostArgs(draft.cost),
  };
}
