/**
 * Users and events of one attempt only, made through the service role, so retries and specs
 * running side by side never share notifications, badges or places.
 */
import { apiClient, DEMO_PASSWORD, uniqueEmail } from '../../support/helpers';

export interface TestAthlete {
  id: string;
  email: string;
  name: string;
}

export async function newAthlete(name: string): Promise<TestAthlete> {
  const email = uniqueEmail('notif');
  const { data, error } = await apiClient('service_role').auth.admin.createUser({
    email,
    password: DEMO_PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: name },
  });
  if (error || !data.user) throw new Error(`newAthlete(${name}): ${error?.message ?? 'no user'}`);
  return { id: data.user.id, email, name };
}

/** A supabase-js client signed in as `who` (their actions elsewhere: another phone). */
export async function signedIn(who: TestAthlete) {
  const client = apiClient();
  const { error } = await client.auth.signInWithPassword({ email: who.email, password: DEMO_PASSWORD });
  if (error) throw new Error(`sign in ${who.email}: ${error.message}`);
  return client;
}

export async function newEvent(
  organiser: TestAthlete,
  fields: { max: number | null; requiresApproval?: boolean; registered?: TestAthlete[] },
): Promise<{ id: string; title: string }> {
  const admin = apiClient('service_role');
  const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const title = `Racha avisado ${Math.random().toString(36).slice(2, 7)}`;
  const { data, error } = await admin
    .from('events')
    .insert({
      title, location: 'Quadra do Parque', date, time: '19:00', created_by: organiser.id,
      min_participants: 1, max_participants: fields.max, requires_approval: fields.requiresApproval ?? false,
    })
    .select('id, title')
    .single();
  if (error) throw new Error(`newEvent: ${error.message}`);
  for (const a of fields.registered ?? []) {
    const joined = await admin.from('event_participants').insert({ event_id: data.id, user_id: a.id, status: 'registered' });
    if (joined.error) throw new Error(`participant: ${joined.error.message}`);
  }
  return data;
}

export async function participation(eventId: string, userId: string): Promise<string | null> {
  const { data, error } = await apiClient('service_role')
    .from('event_participants').select('status').eq('event_id', eventId).eq('user_id', userId).maybeSingle();
  if (error) throw new Error(error.message);
  return data?.status ?? null;
}
