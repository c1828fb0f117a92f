import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unwrap } from '../client/unwrap';
import { adminClient, connectToDataStack, renderDataHook, signInAs, signOut } from '../testing';
import { useMyProfile } from './my-profile';
import { useSetReminders } from './reminders';

const GABRIELA = 'a0000000-0000-4000-8000-000000000007';

beforeAll(() => connectToDataStack());
afterAll(() => signOut());

describe('reminders setting', () => {
  it('turns the owner’s event reminders off and on, stored on the profile', async () => {
    const admin = adminClient();
    await signInAs('gabriela@quadra.dev');
    const { result } = renderDataHook(() => ({ profile: useMyProfile(), set: useSetReminders() }));
    await waitFor(() => expect(result.current.profile.data?.reminders_enabled).toBe(true));

    await act(async () => void (await result.current.set.runAsync(false)));
    expect(result.current.profile.data?.reminders_enabled).toBe(false);
    const stored = async () =>
      unwrap(await admin.from('profiles').select('reminders_enabled').eq('user_id', GABRIELA).single()).reminders_enabled;
    expect(await stored()).toBe(false);

    await act(async () => void (await result.current.set.runAsync(true)));
    await waitFor(() => expect(result.current.profile.data?.reminders_enabled).toBe(true));
    expect(await stored()).toBe(true);
  });
});
