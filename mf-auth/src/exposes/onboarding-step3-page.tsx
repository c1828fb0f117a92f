import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { messages } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { Button } from '@quadra/ui';
import { OnboardingScreen, onboardingActionsClassName } from '../features/onboarding/components/onboarding-screen';
import { SportPicker } from '../features/onboarding/components/sport-picker';
import { SuggestSportForm } from '../features/onboarding/components/suggest-sport-form';
import { useSportsStep } from '../features/onboarding/hooks/use-sports-step';

export default function OnboardingStep3Page() {
  const navigate = useNavigate();
  const signOut = useSession((s) => s.signOut);
  const { sports, selected, toggle, suggest, suggesting, finish, saving, error } = useSportsStep();

  return (
    <OnboardingScreen step={3} title="Seus esportes" backTo={paths.onboarding(2)}>
      <SportPicker sports={sports} selected={selected} onToggle={toggle} error={error} />
      <SuggestSportForm suggesting={suggesting} onSuggest={suggest} />
      <div className={onboardingActionsClassName}>
        <Button fullWidth loading={saving} onClick={() => void finish()}>
          {messages.onboarding.finish}
        </Button>
        {/* Finish later: the session ends, and the next login brings the athlete back here. */}
        <Button variant="ghost" fullWidth onClick={() => void signOut().finally(() => navigate(paths.login))}>
          {messages.onboarding.goToLogin}
        </Button>
      </div>
    </OnboardingScreen>
  );
}
