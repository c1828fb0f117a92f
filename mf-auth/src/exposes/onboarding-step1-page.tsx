import { paths } from '@quadra/contracts';
import { Spinner } from '@quadra/ui';
import { OnboardingScreen } from '../features/onboarding/components/onboarding-screen';
import { ProfileStepForm } from '../features/onboarding/components/profile-step-form';
import { useMyProfile } from '../features/onboarding/hooks/use-my-profile';
import { useOnboardingUser } from '../features/onboarding/hooks/use-onboarding-user';
import { useProfileStep } from '../features/onboarding/hooks/use-profile-step';

export default function OnboardingStep1Page() {
  const { user } = useOnboardingUser();
  const { profile, loaded } = useMyProfile(user?.id);
  const { save, saving, errors, clearErrors } = useProfileStep();

  return (
    <OnboardingScreen step={1} title="Conte-nos sobre você" backTo={paths.signup}>
      {loaded ? (
        <ProfileStepForm
          saved={profile}
          saving={saving}
          errors={errors}
          onEdit={clearErrors}
          onSubmit={(values) => void save(values, profile?.profile_photo_url ?? null)}
        />
      ) : (
        <Spinner centered />
      )}
    </OnboardingScreen>
  );
}
