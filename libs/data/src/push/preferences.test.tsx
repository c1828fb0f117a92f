import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unwrap } from '../client/unwrap';
import { useMyProfile } from '../profiles/my-profile';
import { adminClient, connectToDataStack, renderDataHook, signInAs, signOut } from '../testing';
import { isPushKindOn, pushKindChange, useSetPushPreferences } from './push-settings';

const GABRIELA = 'a0000000-0000-4000-8000-000000000007';

beforeAll(() => connectToDataStack());
afterAll(() => signOut());

describe('notification preferences', () => {
  it("turns 'Lembretes', a push kind and 'Não perturbe' off and on, stored on the profile", async () => {
    const admin = adminClient();
    await signInAs('gabriela@quadra.dev');
    const { result } = renderDataHook(() => ({ profile: useMyProfile(), set: useSetPushPreferences() }));
    await waitFor(() => expect(result.current.profile.data?.reminders_enabled).toBe(true));
    const stored = async () =>
      unwrap(await admin.from('profiles').select('reminders_enabled, push_off, quiet_hours, time_zone').eq('user_id', GABRIELA).single());
    expect(await stored()).toEqual({ reminders_enabled: true, push_off: [], quiet_hours: false, time_zone: 'America/Sao_Paulo' });

    const profile = () => result.current.profile.data!;
    await act(async () => void (await result.current.set.runAsync(pushKindChange(profile(), 'reminders', false))));
    await act(async () => void (await result.current.set.runAsync(pushKindChange(profile(), 'comments', false))));
    await act(async () => void (await result.current.set.runAsync({ quiet_hours: true, time_zone: 'America/Manaus' })));
    expect([isPushKindOn(profile(), 'reminders'), isPushKindOn(profile(), 'comments'), isPushKindOn(profile(), 'invites')]).toEqual([false, false, true]);
    expect(await stored()).toEqual({ reminders_enabled: false, push_off: ['comments'], quiet_hours: true, time_zone: 'America/Manaus' });

    await act(async () => void (await result.current.set.runAsync(pushKindChange(profile(), 'reminders', true))));
    await act(async () => void (await result.current.set.runAsync(pushKindChange(profile(), 'comments', true))));
    await act(async () => void (await result.current.set.runAsync({ quiet_hours: false, time_zone: 'America/Sao_Paulo' })));
    await waitFor(() => expect(result.current.profile.data?.push_off).toEqual([]));
    expect(await stored()).toEqual({ reminders_enabled: true, push_off: [], quiet_hours: false, time_zone: 'America/Sao_Paulo' });
  });
});
