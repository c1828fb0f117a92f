import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { del, get, set } from 'idb-keyval';
import { STORAGE_KEYS } from '@quadra/domain';

export interface ProfileAnswers {
  fullName: string;
  birthDate: string;
  preferredName: string;
}

export interface AccessibilityAnswers {
  gender: string;
  accessibility: string;
}

interface DraftState {
  /** The address these answers belong to: another account on this device never gets them. */
  email: string | null;
  profile: ProfileAnswers | null;
  /** The photo itself is in IndexedDB (local storage holds about 5 MB in all). */
  hasPhoto: boolean;
  accessibility: AccessibilityAnswers | null;
  sports: string[];
  /** Step 3 was finished before the account could save it (e-mail not confirmed yet). */
  finished: boolean;
}

const EMPTY: DraftState = { email: null, profile: null, hasPhoto: false, accessibility: null, sports: [], finished: false };

/**
 * The onboarding answers kept on the device: what the athlete typed survives a reload, the back
 * button, and an unconfirmed e-mail (saved at the first login). Cleared once the account has them.
 */
export const useOnboardingDraft = create<DraftState>()(
  persist(() => ({ ...EMPTY }), { name: STORAGE_KEYS.onboardingDraft, storage: createJSONStorage(() => localStorage) }),
);

/** The draft of `email`, or a fresh one for it (answers of another address are dropped). */
export function draftFor(email: string): DraftState {
  const draft = useOnboardingDraft.getState();
  if (draft.email === email) return draft;
  useOnboardingDraft.setState({ ...EMPTY, email });
  void deleteDraftPhoto();
  return useOnboardingDraft.getState();
}

export function updateDraft(email: string, changes: Partial<Omit<DraftState, 'email'>>): void {
  draftFor(email);
  useOnboardingDraft.setState(changes);
}

export async function clearDraft(): Promise<void> {
  useOnboardingDraft.setState({ ...EMPTY });
  await deleteDraftPhoto();
}

const PHOTO_KEY = 'onboardingPhoto';
const hasIndexedDb = () => typeof indexedDB !== 'undefined';

export async function saveDraftPhoto(email: string, photo: File): Promise<void> {
  if (!hasIndexedDb()) return;
  await set(PHOTO_KEY, photo);
  updateDraft(email, { hasPhoto: true });
}

export async function loadDraftPhoto(): Promise<File | null> {
  if (!hasIndexedDb() || !useOnboardingDraft.getState().hasPhoto) return null;
  return ((await get<File>(PHOTO_KEY)) as File | undefined) ?? null;
}

async function deleteDraftPhoto(): Promise<void> {
  if (hasIndexedDb()) await del(PHOTO_KEY).catch(() => undefined);
}
