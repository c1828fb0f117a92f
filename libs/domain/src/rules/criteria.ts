import { differenceInYears, isValid, parseISO } from 'date-fns';

/** An event's wish for who plays (not a rule: joining never checks it). */
export interface EventCriteria {
  gender?: string | null;
  age_group?: string | null;
  /** The event's day ('yyyy-MM-dd'): ages are counted on it. */
  date: string;
}

/** What a person told about themselves (profiles.gender, profiles.birth_date). */
export interface PersonFacts {
  gender?: string | null;
  birth_date?: string | null;
}

const AGE_RANGES: Record<string, [number, number]> = { '18-25': [18, 25], '26-35': [26, 35], '36+': [36, Infinity] };

/** The event's criteria as the athlete reads them: 'Masculino, 36+' ('' when anyone may play). */
export function criteriaText(event: EventCriteria): string {
  return [
    event.gender === 'Masculino' || event.gender === 'Feminino' ? event.gender : null,
    event.age_group && event.age_group in AGE_RANGES ? event.age_group : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * Which of the event's criteria the person falls outside ('gender', 'age'); a fact the person has
 * not told is no mismatch. The same rule as the database's event_criteria_mismatches, which
 * tells the organiser (birth dates are private).
 */
export function unmetCriteria(event: EventCriteria, person: PersonFacts): Array<'gender' | 'age'> {
  const unmet: Array<'gender' | 'age'> = [];
  const told = person.gender === 'masculino' || person.gender === 'feminino';
  if ((event.gender === 'Masculino' || event.gender === 'Feminino') && told && event.gender.toLowerCase() !== person.gender) {
    unmet.push('gender');
  }
  const range = event.age_group ? AGE_RANGES[event.age_group] : undefined;
  const born = person.birth_date ? parseISO(person.birth_date) : null;
  const day = parseISO(event.date);
  if (range && born && isValid(born) && isValid(day)) {
    const age = differenceInYears(day, born);
    if (age < range[0] || age > range[1]) unmet.push('age');
  }
  return unmet;
}

/** The question before joining an event whose criteria the athlete falls outside. */
export function criteriaQuestion(event: EventCriteria): string {
  return `Este evento é para: ${criteriaText(event)}. Participar mesmo assim?`;
}

/** The organiser's note on a participant or requester outside the criteria. */
export function criteriaMismatchNote(unmet: { gender_mismatch: boolean; age_mismatch: boolean }): string {
  const what = [unmet.gender_mismatch ? 'gênero' : null, unmet.age_mismatch ? 'idade' : null].filter(Boolean).join(' e ');
  return `Fora dos critérios do evento (${what})`;
}
