import { markOnboardingDone, replaceUserSports, saveProfile, updateProfile, UploadFailed } from '@quadra/data';
import { accessibilityNeedsToSave, messages, sanitizeText } from '@quadra/domain';
import { clearOnboardingKeys } from '../../auth/data/onboarding-storage';
import { clearDraft, loadDraftPhoto, useOnboardingDraft, type AccessibilityAnswers, type ProfileAnswers } from './onboarding-draft';

/** A save that failed, with the spec's text for the step that failed. */
export class StepSaveError extends Error {}

async function step<T>(text: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (cause) {
    console.error(cause);
    throw new StepSaveError(text);
  }
}

/** Step 1: the photo goes first, so if it fails nothing of the step is written. */
export async function saveProfileAnswers(userId: string, answers: ProfileAnswers, photo: File | null, savedPhotoUrl: string | null) {
  const changes = {
    full_name: sanitizeText(answers.fullName).trim(),
    birth_date: answers.birthDate,
    preferred_name: sanitizeText(answers.preferredName).trim(),
    profile_photo_url: savedPhotoUrl,
  };
  try {
    await saveProfile({ userId, changes, photo });
  } catch (cause) {
    console.error(cause);
    throw new StepSaveError(cause instanceof UploadFailed ? messages.onboarding.photoUploadError : messages.onboarding.saveProfileError);
  }
}

export async function saveAccessibilityAnswers(userId: string, answers: AccessibilityAnswers) {
  await step(messages.onboarding.saveError, () =>
    updateProfile(userId, { gender: answers.gender, accessibility_needs: accessibilityNeedsToSave(answers.accessibility) }),
  );
}

/** Step 3 ends the onboarding: the sports, the account's mark, and nothing left on the device. */
export async function finishWithSports(userId: string, sports: string[]) {
  const saved = await step(messages.onboarding.saveSportsError, () => replaceUserSports(userId, sports));
  if (saved <= 0) throw new StepSaveError(messages.onboarding.saveSportsError);
  await step(messages.onboarding.finishError, () => markOnboardingDone());
  clearOnboardingKeys();
  await clearDraft();
}

/**
 * At the first login after the e-mail is confirmed: saves what was answered on this device before.
 * Returns 'done' when the onboarding is complete, else the step to go on from.
 */
export async function saveDraftAnswers(userId: string, email: string): Promise<'done' | 1 | 2 | 3> {
  const draft = useOnboardingDraft.getState();
  if (draft.email !== email || !draft.profile) return 1;
  await saveProfileAnswers(userId, draft.profile, await loadDraftPhoto(), null);
  if (!draft.accessibility) return 2;
  await saveAccessibilityAnswers(userId, draft.accessibility);
  if (!draft.finished) return 3;
  await finishWithSports(userId, draft.sports);
  return 'done';
}
