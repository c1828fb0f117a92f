import { paths } from '@quadra/contracts';
import { Spinner } from '@quadra/ui';
import { AccessibilityStepForm } from '../features/onboarding/components/accessibility-step-form';
import { OnboardingScreen } from '../features/onboarding/components/onboarding-screen';
import { useAccessibilityStep } from '../features/onboarding/hooks/use-accessibility-step';
import { useSavedAnswers } from '../features/onboarding/hooks/use-saved-answers';

export default function OnboardingStep2Page() {
  const saved = useSavedAnswers();
  const { save, keep, saving } = useAccessibilityStep();

  return (
    <OnboardingScreen step={2} title="Acessibilidade e gênero" backTo={paths.onboarding(1)}>
      {saved.ready ? (
        <AccessibilityStepForm initial={saved.accessibility} saving={saving} onDraft={keep} onSubmit={save} />
      ) : (
        <Spinner centered />
      )}
    </OnboardingScreen>
  );
}
