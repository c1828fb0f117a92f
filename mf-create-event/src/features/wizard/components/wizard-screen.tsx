import { Fragment, type ReactNode } from 'react';
import { paths } from '@quadra/contracts';
import { LIMITS, messages } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { StepScreen } from '@quadra/ui';

export type WizardStep = 1 | 2 | 3 | 4 | 5;

/** Where each step's back button goes: step 1 to /dashboard, the others to the previous step. */
export function backTarget(step: WizardStep): string {
  return step === 1 ? paths.dashboard : paths.createEvent((step - 1) as WizardStep);
}

/**
 * The frame of every wizard step: header 'Crie seu evento', 'Etapa n de 5', progress, back. The step
 * itself waits for the athlete: its form takes the athlete's draft as its values once, when it mounts
 * (react-hook-form never reads them again), so it mounts once the session is known, anew for another
 * account.
 */
export function WizardScreen({ step, children }: { step: WizardStep; children: ReactNode }) {
  const userId = useSession((s) => s.user?.id);
  return (
    <StepScreen
      title={messages.wizard.header}
      step={step}
      steps={LIMITS.wizardSteps}
      stepLabel={messages.wizard.stepOf(step)}
      backTo={backTarget(step)}
    >
      {userId ? <Fragment key={userId}>{children}</Fragment> : null}
    </StepScreen>
  );
}
