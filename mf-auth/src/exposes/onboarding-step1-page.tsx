import { paths } from '@quadra/contracts';
import { Spinner } from '@quadra/ui';
import { OnboardingScreen } from '../features/onboarding/components/onboarding-screen';
import { ProfileStepForm } from '../features/onboarding/components/profile-step-form';
import { useProfileStep } from '../features/onboarding/hooks/use-profile-step';
import { useSavedAnswers } from '../features/onboarding/hooks/use-saved-answers';

export default function OnboardingStep1Page() {
  const saved = useSavedAnswers();
  const { save, keep, saving } = useProfileStep();

  return (
    <OnboardingScreen step={1} title="Conte-nos sobre você" backTo={paths.signup}>
      {saved.ready ? (
        <ProfileStepForm
          initial={saved.profile}
          savedPhotoUrl={saved.savedPhotoUrl}
          initialPhoto={saved.photo}
          saving={saving}
          onDraft={keep}
          onSubmit={(answers, photo) => save(answers, photo, saved.savedPhotoUrl)}
        />
      ) : (
        <Spinner centered />
      )}
    </OnboardingScreen>
  );
}
