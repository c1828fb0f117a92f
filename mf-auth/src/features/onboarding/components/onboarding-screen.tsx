import type { ReactNode } from 'react';
import { LIMITS, messages } from '@quadra/domain';
import { StepScreen } from '@quadra/ui';
import { useOnboardingAccount } from '../hooks/use-onboarding-account';
import styles from './onboarding-screen.module.css';

interface OnboardingScreenProps {
  step: 1 | 2 | 3;
  title: string;
  backTo: string;
  children: ReactNode;
}

/**
 * Header with the back button, a progress bar of the three steps, a reminder to confirm the e-mail
 * while the account cannot save yet, then the step's form.
 */
export function OnboardingScreen({ step, title, backTo, children }: OnboardingScreenProps) {
  const { userId, email } = useOnboardingAccount();
  return (
    <StepScreen
      title={title}
      step={step}
      steps={LIMITS.onboardingSteps}
      stepLabel={`Etapa ${step} de ${LIMITS.onboardingSteps}`}
      backTo={backTo}
      notice={
        userId === null && email ? (
          <p className={styles.reminder} role="note">
            {messages.onboarding.confirmReminder(email)}
          </p>
        ) : null
      }
    >
      {children}
    </StepScreen>
  );
}

export const onboardingActionsClassName = styles.actions;
