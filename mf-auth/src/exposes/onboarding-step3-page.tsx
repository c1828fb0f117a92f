import { useNavigate } from 'react-router-dom';
import { paths } from '@quadra/contracts';
import { Button } from '@quadra/ui';
import { OnboardingScreen, onboardingActionsClassName } from '../features/onboarding/components/onboarding-screen';
import { SportPicker } from '../features/onboarding/components/sport-picker';
import { SuggestSportForm } from '../features/onboarding/components/suggest-sport-form';
import { useSportsStep } from '../features/onboarding/hooks/use-sports-step';

export default function OnboardingStep3Page() {
  const navigate = useNavigate();
  const { sports, selected, toggle, suggest, suggesting, finish, saving, error } = useSportsStep();

  return (
    <OnboardingScreen step={3} title="Seus esportes" backTo={paths.onboarding(2)}>
      <SportPicker sports={sports} selected={selected} onToggle={toggle} error={error} />
      <SuggestSportForm suggesting={suggesting} onSuggest={suggest} />
      <div className={onboardingActionsClassName}>
        <Button fullWidth loading={saving} onClick={() => void finish()}>
          Finalizar cadastro
        </Button>
        <Button variant="ghost" fullWidth onClick={() => navigate(paths.login)}>
          Ir para Login
        </Button>
      </div>
    </OnboardingScreen>
  );
}
