import type { ReactNode } from 'react';
import styles from './auth-screen.module.css';

interface AuthScreenProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer: ReactNode;
}

/** The frame the sign-up and login screens share: heading, form, then social buttons and link. */
export function AuthScreen({ title, subtitle, children, footer }: AuthScreenProps) {
  return (
    <div className={styles.screen}>
      <header>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </header>
      {children}
      <footer className={styles.footer}>{footer}</footer>
    </div>
  );
}

export const authFormClassName = styles.form;
