import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSession } from '@quadra/session';
import { supabase } from '@quadra/supabase';
import { sessionStorageKey } from '@quadra/supabase/stored-session';
import { connectToDataStack, dataStack, storeSessionOnDevice, waitUntil } from '../testing';
import { unwrap } from '../client/unwrap';

// The app starts from the session stored on the device, before auth-js has loaded (see
// @quadra/supabase's client): here, Carla's, stored as supabase-js stores it.
const CARLA = 'a0000000-0000-4000-8000-000000000003';

let stored: Awaited<ReturnType<typeof storeSessionOnDevice>>;
let showFirstScreen!: () => void;
const firstScreen = new Promise<void>((resolve) => (showFirstScreen = resolve));
// What auth-js tells its listeners; it says nothing before it has loaded.
const heard: Array<[string, string | undefined]> = [];

beforeAll(async () => {
  stored = await storeSessionOnDevice('carla@quadra.dev');
  connectToDataStack(firstScreen);
  supabase.onAuthStateChange((event, session) => heard.push([event, session?.user.id]));
});
afterAll(() => supabase.auth.signOut());

describe('a session stored on the device', () => {
  it('shows as signed in at once, without waiting for auth-js', () => {
    expect(useSession.getState()).toMatchObject({ status: 'signed-in', user: { id: CARLA } });
    expect(supabase.storedSession()?.access_token).toBe(stored.access_token);
  });

  it("makes the first requests as its user (get_my_profile answers for Carla, not for a visitor)", async () => {
    const mine = unwrap(await supabase.rpc('get_my_profile')) as { user_id: string } | null;
    expect(mine?.user_id).toBe(CARLA);
  });

  it('leaves auth-js unloaded until the first screen is up, then auth-js confirms the same user', async () => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(heard).toEqual([]);
    showFirstScreen();
    await waitUntil(() => heard.length > 0, 10_000);
    // auth-js announces the session it recovered from storage: Carla's.
    expect(heard.map(([, user]) => user)).toEqual(heard.map(() => CARLA));
    expect(['INITIAL_SESSION', 'SIGNED_IN']).toContain(heard[0]![0]);
    expect(useSession.getState()).toMatchObject({ status: 'signed-in', user: { id: CARLA } });
  });
});

describe('a stored session that has expired', () => {
  it('is not taken as it is: only auth-js, which refreshes it, can answer for it', () => {
    const expired = { ...stored, expires_at: Math.floor(Date.now() / 1000) - 60 };
    const key = sessionStorageKey(dataStack().url);
    const fresh = localStorage.getItem(key);
    localStorage.setItem(key, JSON.stringify(expired));
    expect(supabase.storedSession()).toBeUndefined();
    localStorage.setItem(key, fresh!);
  });
});
