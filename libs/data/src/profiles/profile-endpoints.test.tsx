import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unwrap } from '../client/unwrap';
import { profileKeys } from '../keys';
import { useSports } from '../sports/sports';
import { UploadFailed } from '../storage/upload-image';
import { adminClient, connectToDataStack, holdRestAnswers, renderDataHook, signInAs, signOut } from '../testing';
import { useAddUserSport } from './add-user-sport';
import { usePublicProfile } from './public-profile';
import { useRemoveUserSport } from './remove-user-sport';
import { useUpdateProfile } from './update-profile';
import { useUserSports } from './user-sports';

const ANA = 'a0000000-0000-4000-8000-000000000001';
/** Henrique's interests are changed here only (this run has its own seeded server). */
const HENRIQUE = 'a0000000-0000-4000-8000-000000000008';

beforeAll(() => {
  connectToDataStack();
});
afterAll(() => signOut());

// A real 1x1 PNG: the storage server checks an image by its bytes.
const PNG_HEX =
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082';
const PNG = Uint8Array.from(PNG_HEX.match(/../g)!.map((byte) => parseInt(byte, 16)));

describe('profiles', () => {
  it('a save with a new photo uploads it first: a refused upload writes nothing, a good one is stored with the row', async () => {
    await signInAs('henrique@quadra.dev');
    const { result } = renderDataHook(() => useUpdateProfile());
    const stored = async () =>
      unwrap(await adminClient().from('profiles').select('city, profile_photo_url').eq('user_id', HENRIQUE).single());
    const before = await stored();

    const notAnImage = new File(['<script>alert(1)</script>'], 'foto.png', { type: 'image/png' });
    let refused: unknown = null;
    await act(() =>
      result.current.runAsync({ userId: HENRIQUE, changes: { city: 'Olinda' }, photo: notAnImage }).catch((error: unknown) => {
        refused = error;
      }),
    );
    expect(refused).toBeInstanceOf(UploadFailed);
    expect(await stored()).toEqual(before);

    const photo = new File([PNG], 'foto.png', { type: 'image/png' });
    await act(() => result.current.runAsync({ userId: HENRIQUE, changes: { city: 'Olinda' }, photo }));
    const after = await stored();
    expect(after.city).toBe('Olinda');
    expect(after.profile_photo_url).toMatch(new RegExp(`/event-images/${HENRIQUE}/${HENRIQUE}-\\d+\\.png$`));
  });

  it("a visitor reads anyone's public profile with the database's reputation, never private fields", async () => {
    await signOut();
    const { result } = renderDataHook(() => usePublicProfile(ANA));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({ full_name: 'Ana Souza', praise_count: 4, stars: 1, rating: 5 });
    expect(JSON.stringify(result.current.data)).not.toMatch(/phone|birth_date|accessibility|11987650001/);

    const missing = renderDataHook(() => usePublicProfile('00000000-0000-4000-8000-000000000000'));
    await waitFor(() => expect(missing.result.current.isSuccess).toBe(true));
    expect(missing.result.current.data).toBeNull();
  });

  it('the owner adds and removes an interest; the list follows the database', async () => {
    await signInAs('henrique@quadra.dev');
    const { result } = renderDataHook(() => ({
      interests: useUserSports(HENRIQUE),
      sports: useSports(),
      add: useAddUserSport(),
      remove: useRemoveUserSport(),
    }));
    await waitFor(() => expect(result.current.interests.isSuccess && result.current.sports.isSuccess).toBe(true));
    const before = result.current.interests.data!.map((row) => row.sport.name);
    const sport = result.current.sports.data!.find((s) => !before.includes(s.name))!;

    const names = () => result.current.interests.data!.map((row) => row.sport.name);

    // The chip shows while the database's answer is held back, and stays once the row is stored.
    const adding = holdRestAnswers();
    act(() => void result.current.add.run({ userId: HENRIQUE, sport }));
    await adding.arrived();
    await waitFor(() => expect(names()).toEqual([...before, sport.name]));
    adding.release();
    await waitFor(() => expect(result.current.add.anyPending).toBe(false));
    expect(result.current.add.error).toBeNull();
    expect(names()).toContain(sport.name);
    const stored = unwrap(await adminClient().from('user_sports').select('sport_id').eq('user_id', HENRIQUE));
    expect(stored.map((row) => row.sport_id)).toContain(sport.id);

    const removing = holdRestAnswers();
    act(() => void result.current.remove.run({ userId: HENRIQUE, sport }));
    await removing.arrived();
    await waitFor(() => expect(names()).toEqual(before));
    removing.release();
    await waitFor(() => expect(result.current.remove.anyPending).toBe(false));
    expect(result.current.remove.error).toBeNull();
    expect(names()).toEqual(before);
  });

  it("another athlete's interests cannot be changed: the error is kept and the list reloaded", async () => {
    await signInAs('isabela@quadra.dev');
    const { result, client } = renderDataHook(() => ({ interests: useUserSports(ANA), sports: useSports(), add: useAddUserSport() }));
    await waitFor(() => expect(result.current.interests.isSuccess && result.current.sports.isSuccess).toBe(true));
    const before = result.current.interests.data!;
    const sport = result.current.sports.data!.find((s) => !before.some((row) => row.sport.id === s.id))!;
    const answer = holdRestAnswers();
    act(() => void result.current.add.run({ userId: ANA, sport }));
    await answer.arrived();
    await waitFor(() => expect(client.getQueryData(profileKeys.sports(ANA))).toEqual([...before, expect.objectContaining({ sport })]));
    // Row Level Security refuses the row (42501): the chip goes away before the reload it starts answers.
    const reload = answer.releaseAndHoldNext();
    await reload.arrived();
    await waitFor(() => expect(result.current.interests.data).toEqual(before));
    reload.release();
    await waitFor(() => expect(result.current.add.error).not.toBeNull());
    expect(result.current.add.error).toMatchObject({ code: '42501' });
    expect(result.current.interests.data).toEqual(before);
    const stored = unwrap(await adminClient().from('user_sports').select('sport_id').eq('user_id', ANA));
    expect(stored.map((row) => row.sport_id)).not.toContain(sport.id);
  });
});
