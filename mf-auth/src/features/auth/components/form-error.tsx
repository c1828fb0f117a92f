import styles from './form-error.module.css';

/** What stopped the form as a whole (not one field), announced when it appears. */
export function FormError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p className={styles.error} role="alert">
      {error}
    </p>
  );
}
