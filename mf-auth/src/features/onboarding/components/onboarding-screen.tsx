import type { ReactNode } from 'react';
import { LIMITS } from '@quadra/domain';
import { PageHeader } from '@quadra/ui';
import styles from './onboarding-screen.module.css';

interface OnboardingScreenProps {
  step: 1 | 2 | 3;
  title: string;
  backTo: string;
  children: ReactNode;
}

/** Header with the back button, a progress bar of the three steps, then the step's form. */
export function OnboardingScreen({ step, title, backTo, children }: OnboardingScreenProps) {
  return (
    <div className={styles.screen}>
      <PageHeader title={title} subtitle={`Etapa ${step} de ${LIMITS.onboardingSteps}`} backTo={backTo} />
      <div className={styles.progress} aria-hidden="true">
        {Array.from({ length: LIMITS.onboardingSteps }, (_, i) => (
          <span key={i} data-done={i < step} />
        ))}
      </div>
      <div className={styles.body}>{children}</div>
    </div>
  );
}

export const onboardingActionsClassName = styles.actions;
