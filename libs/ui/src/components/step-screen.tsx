import type { ReactNode } from 'react';
import { PageHeader } from './page-header';
import styles from './step-screen.module.css';

export interface StepScreenProps {
  title: string;
  /** The current step, from 1. */
  step: number;
  steps: number;
  /** e.g. 'Etapa 2 de 5'. */
  stepLabel: string;
  backTo: string;
  /** Shown between the progress bar and the form (e.g. a reminder). */
  notice?: ReactNode;
  children: ReactNode;
}

/** The frame of a multi-step flow (onboarding, create-event wizard): header, progress bar, body. */
export function StepScreen({ title, step, steps, stepLabel, backTo, notice, children }: StepScreenProps) {
  return (
    <section className={styles.screen}>
      <PageHeader title={title} subtitle={stepLabel} backTo={backTo} />
      <div className={styles.progress} aria-hidden="true">
        {Array.from({ length: steps }, (_, i) => (
          <span key={i} data-done={i < step} />
        ))}
      </div>
      {notice}
      <div className={styles.body}>{children}</div>
    </section>
  );
}
