import { paths } from '@quadra/contracts';
import { Spinner } from '@quadra/ui';
import { AccessibilityStepForm } from '../features/onboarding/components/accessibility-step-form';
import { OnboardingScreen } from '../features/onboarding/components/onboarding-screen';
import { useAccessibilityStep } from '../features/onboarding/hooks/use-accessibility-step';
import { useMyProfile } from '../features/onboarding/hooks/use-my-profile';
import { useOnboardingUser } from '../features/onboarding/hooks/use-onboarding-user';

export default function OnboardingStep2Page() {
  const { user } = useOnboardingUser();
  const { profile, loaded } = useMyProfile(user?.id);
  const { save, saving, genderError } = useAccessibilityStep();

  return (
    <OnboardingScreen step={2} title="Acessibilidade e gênero" backTo={paths.onboarding(1)}>
      {loaded ? (
        <AccessibilityStepForm
          saved={profile}
          saving={saving}
          genderError={genderError}
          onSubmit={(gender, accessibility) => void save(gender, accessibility)}
        />
      ) : (
        <Spinner centered />
      )}
    </OnboardingScreen>
  );
}
