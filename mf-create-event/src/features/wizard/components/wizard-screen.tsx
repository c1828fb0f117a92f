import type { ReactNode } from 'react';
import { paths } from '@quadra/contracts';
import { LIMITS, messages } from '@quadra/domain';
import { StepScreen } from '@quadra/ui';

export type WizardStep = 1 | 2 | 3 | 4 | 5;

/** Where each step's back button goes: step 1 to /dashboard, the others to the previous step. */
export function backTarget(step: WizardStep): string {
  return step === 1 ? paths.dashboard : paths.createEvent((step - 1) as WizardStep);
}

/** The frame of every wizard step: header 'Crie seu evento', 'Etapa n de 5', progress, back. */
export function WizardScreen({ step, children }: { step: WizardStep; children: ReactNode }) {
  return (
    <StepScreen
      title={messages.wizard.header}
      step={step}
      steps={LIMITS.wizardSteps}
      stepLabel={messages.wizard.stepOf(step)}
      backTo={backTarget(step)}
    >
      {children}
    </StepScreen>
  );
}
