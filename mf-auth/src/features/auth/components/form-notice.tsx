import styles from './form-notice.module.css';

/** A result the person should read (a mail sent, a step done), announced when it appears. */
export function FormNotice({ children }: { children: string | null }) {
  if (!children) return null;
  return (
    <p className={styles.notice} role="status">
      {children}
    </p>
  );
}
