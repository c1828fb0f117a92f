import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { messages } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { Button, Spinner, SuggestSportField } from '@quadra/ui';
import { OnboardingScreen, onboardingActionsClassName } from '../features/onboarding/components/onboarding-screen';
import { SportPicker } from '../features/onboarding/components/sport-picker';
import { useSavedAnswers } from '../features/onboarding/hooks/use-saved-answers';
import { useSportsStep } from '../features/onboarding/hooks/use-sports-step';

function SportsStep({ initial }: { initial: string[] }) {
  const navigate = useNavigate();
  const signOut = useSession((s) => s.signOut);
  const { sports, selected, toggle, suggest, suggesting, canSuggest, finish, saving, error } = useSportsStep(initial);
  return (
    <>
      <SportPicker sports={sports} selected={selected} onToggle={toggle} error={error} />
      {/* Suggestions need a confirmed, signed-in account: before that the field says so instead. */}
      <SuggestSportField
        label="Não encontrou seu esporte? Sugira uma modalidade"
        submitLabel="Sugerir"
        disabled={!canSuggest}
        hint={canSuggest ? undefined : messages.onboarding.suggestionAfterConfirm}
        pending={suggesting}
        onSuggest={suggest}
      />
      <div className={onboardingActionsClassName}>
        <Button fullWidth loading={saving} onClick={finish}>
          {messages.onboarding.finish}
        </Button>
        {/* Finish later: the session ends, and the next login brings the athlete back here. */}
        <Button variant="ghost" fullWidth onClick={() => void signOut().finally(() => navigate(paths.login))}>
          {messages.onboarding.goToLogin}
        </Button>
      </div>
    </>
  );
}

export default function OnboardingStep3Page() {
  const saved = useSavedAnswers();
  return (
    <OnboardingScreen step={3} title="Seus esportes" backTo={paths.onboarding(2)}>
      {saved.ready ? <SportsStep initial={saved.sports} /> : <Spinner centered />}
    </OnboardingScreen>
  );
}
