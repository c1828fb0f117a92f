/**
 * Picks demo events (supabase/seed.sql) for the events journeys through the service-role API, so
 * each spec works on its own events and users and the specs can run side by side.
 */
import { apiClient } from '../../support/helpers';

/** Demo athletes by seed number (ids a0000000-0000-4000-8000-0000000000NN). */
export const ATHLETES = {
  ana: { id: 'a0000000-0000-4000-8000-000000000001', email: 'ana@quadra.dev', name: 'Ana Souza' },
  bruno: { id: 'a0000000-0000-4000-8000-000000000002', email: 'bruno@quadra.dev', name: 'Bruno Oliveira' },
  carla: { id: 'a0000000-0000-4000-8000-000000000003', email: 'carla@quadra.dev', name: 'Carla Mendes' },
  diego: { id: 'a0000000-0000-4000-8000-000000000004', email: 'diego@quadra.dev', name: 'Diego Ferreira' },
  elisa: { id: 'a0000000-0000-4000-8000-000000000005', email: 'elisa@quadra.dev', name: 'Elisa Castro' },
  felipe: { id: 'a0000000-0000-4000-8000-000000000006', email: 'felipe@quadra.dev', name: 'Felipe Araújo' },
  gabriela: { id: 'a0000000-0000-4000-8000-000000000007', email: 'gabriela@quadra.dev', name: 'Gabriela Lima' },
  henrique: { id: 'a0000000-0000-4000-8000-000000000008', email: 'henrique@quadra.dev', name: 'Henrique Rocha' },
  isabela: { id: 'a0000000-0000-4000-8000-000000000009', email: 'isabela@quadra.dev', name: 'Isabela Martins' },
  joao: { id: 'a0000000-0000-4000-8000-000000000010', email: 'joao@quadra.dev', name: 'João Pereira' },
  larissa: { id: 'a0000000-0000-4000-8000-000000000011', email: 'larissa@quadra.dev', name: 'Larissa Gonçalves' },
  marcos: { id: 'a0000000-0000-4000-8000-000000000012', email: 'marcos@quadra.dev', name: 'Marcos Ribeiro' },
} as const;

export type Athlete = (typeof ATHLETES)[keyof typeof ATHLETES];

export function athleteById(id: string): Athlete {
  const found = Object.values(ATHLETES).find((a) => a.id === id);
  if (!found) throw new Error(`no demo athlete ${id}`);
  return found;
}

export interface DemoEvent {
  id: string;
  title: string;
  created_by: string;
  status: string;
  requires_approval: boolean;
  participant_count: number;
  max_participants: number | null;
  event_participants: { user_id: string; status: string }[];
}

/** The seed's events (supabase/seed.sql numbers their ids); other specs' own events are theirs alone. */
const SEED_EVENT_ID = /^e0000000-0000-4000-8000-/;

export async function demoEvents(): Promise<DemoEvent[]> {
  const { data, error } = await apiClient('service_role')
    .from('events')
    .select('id, title, created_by, status, requires_approval, participant_count, max_participants, event_participants(user_id, status)')
    .gte('date', new Date().toISOString().slice(0, 10))
    .order('id');
  if (error) throw new Error(`demo events: ${error.message}`);
  // A spec running beside this one (game day, payments…) makes events of its own: joining one of
  // those would change its roster under it.
  return (data as DemoEvent[]).filter((e) => SEED_EVENT_ID.test(e.id));
}

const involves = (event: DemoEvent, userId: string) =>
  event.created_by === userId || event.event_participants.some((p) => p.user_id === userId);

/** Tests that may run side by side take disjoint slots, so none sees another's joins. */
const SLOTS = 6;

/**
 * An open, upcoming event `user` may join at once (not full, no approval, not involved), taken
 * from the demo events whose position modulo 6 is `slot`.
 */
export async function joinableEvent(user: Athlete, slot = 0): Promise<DemoEvent> {
  // Only properties no journey changes decide the slots, so they stay disjoint during the run.
  const events = await demoEvents();
  // Screens find a card by its title: one another seed event shares ('Vôlei na praia — Rio de
  // Janeiro' twice) would be ambiguous.
  const titled = (title: string) => events.filter((e) => e.title === title).length;
  const open = events.filter(
    (e) =>
      titled(e.title) === 1 &&
      e.status === 'active' &&
      !e.requires_approval &&
      // The organiser journeys change the events of João, Marcos and Larissa.
      ![ATHLETES.joao.id, ATHLETES.marcos.id, ATHLETES.larissa.id].includes(e.created_by as never),
  );
  const event = open.find(
    (e, i) =>
      i % SLOTS === slot &&
      (e.max_participants === null || e.participant_count + 2 <= e.max_participants) &&
      !involves(e, user.id),
  );
  if (!event) throw new Error(`no joinable event for ${user.email} in slot ${slot}`);
  return event;
}

/** A new approval-only event of `organiser`, 10 places, `registered` in it: this attempt's own (a deployed site keeps earlier runs' requests). */
export function approvalEvent(organiser: Athlete, registered: Athlete[] = []): Promise<DemoEvent> {
  return ownEvent(organiser, registered, { max: 10, requiresApproval: true, title: 'Racha com aprovação' });
}

/** A request waiting for `organiser`'s answer, on a new approval-only event of theirs, from someone who is not `except`. */
export async function pendingRequest(organiser: Athlete, except: Athlete): Promise<{ event: DemoEvent; requester: Athlete }> {
  const requester = except.id === ATHLETES.gabriela.id ? ATHLETES.isabela : ATHLETES.gabriela;
  const event = await approvalEvent(organiser);
  const { error } = await apiClient('service_role').from('event_participants').insert({ event_id: event.id, user_id: requester.id, status: 'pending' });
  if (error) throw new Error(`request to ${event.id}: ${error.message}`);
  return { event: { ...event, event_participants: [{ user_id: requester.id, status: 'pending' }] }, requester };
}

/**
 * A new open event organised by `organiser`, copied from one of their demo events with one of its
 * registered participants. Each attempt gets its own copy, so a retry never finds the event its
 * first try edited, paused or cancelled.
 */
export async function organisedEventWithParticipant(organiser: Athlete): Promise<{ event: DemoEvent; participant: Athlete }> {
  const template = (await demoEvents()).find(
    (e) => e.created_by === organiser.id && e.event_participants.some((p) => p.status === 'registered'),
  );
  if (!template) throw new Error(`no event of ${organiser.email} with participants`);
  const participant = athleteById(template.event_participants.find((p) => p.status === 'registered')!.user_id);

  const admin = apiClient('service_role');
  const { data: source, error: readError } = await admin.from('events').select('*').eq('id', template.id).single();
  if (readError) throw new Error(`event ${template.id}: ${readError.message}`);
  // Kept by triggers, or per copy.
  const { id: _id, participant_count: _count, starts_at: _start, search_text: _search, created_at: _c, updated_at: _u, ...fields } = source;
  const { data: copy, error: copyError } = await admin
    .from('events')
    .insert({ ...fields, status: 'active', max_participants: null })
    .select('id, title, created_by, status, requires_approval, participant_count, max_participants')
    .single();
  if (copyError) throw new Error(`copy of ${template.id}: ${copyError.message}`);
  const { error: joinError } = await admin
    .from('event_participants')
    .insert({ event_id: copy.id, user_id: participant.id, status: 'registered' });
  if (joinError) throw new Error(`participant of ${copy.id}: ${joinError.message}`);
  const event: DemoEvent = { ...copy, event_participants: [{ user_id: participant.id, status: 'registered' }] };
  return { event, participant };
}

/**
 * A new event of this attempt only (service role): organised by `organiser`, with `registered`
 * already in it (a full event when `max` = their number). A unique title keeps retries and parallel
 * specs apart.
 */
export async function ownEvent(
  organiser: { id: string },
  registered: { id: string }[],
  fields: { max?: number | null; requiresApproval?: boolean; title?: string } = {},
): Promise<DemoEvent> {
  const admin = apiClient('service_role');
  const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const title = `${fields.title ?? 'Racha da fila'} ${Math.random().toString(36).slice(2, 7)}`;
  const max = fields.max === undefined ? registered.length : fields.max;
  const { data: event, error } = await admin
    .from('events')
    .insert({
      title, location: 'Quadra do Parque', date, time: '19:00', created_by: organiser.id,
      min_participants: 1, max_participants: max, requires_approval: fields.requiresApproval ?? false,
    })
    .select('id, title, created_by, status, requires_approval, participant_count, max_participants')
    .single();
  if (error) throw new Error(`own event: ${error.message}`);
  if (registered.length) {
    const rows = registered.map((a) => ({ event_id: event.id, user_id: a.id, status: 'registered' }));
    const joined = await admin.from('event_participants').insert(rows);
    if (joined.error) throw new Error(`participants of ${event.id}: ${joined.error.message}`);
  }
  return { ...event, participant_count: registered.length, event_participants: registered.map((a) => ({ user_id: a.id, status: 'registered' })) };
}

/** How many participation rows `user` has in `eventId` (straight from the database). */
export async function participationRows(eventId: string, userId: string): Promise<number> {
  const { data, error } = await apiClient('service_role')
    .from('event_participants')
    .select('id')
    .eq('event_id', eventId)
    .eq('user_id', userId);
  if (error) throw new Error(error.message);
  return data.length;
}
