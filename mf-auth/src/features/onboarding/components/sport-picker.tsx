import { Spinner } from '@quadra/ui';
import styles from './sport-picker.module.css';

interface SportPickerProps {
  sports: string[] | null;
  selected: string[];
  onToggle(name: string): void;
  error: string | null;
}

/** Toggle chips: several sports may be chosen. */
export function SportPicker({ sports, selected, onToggle, error }: SportPickerProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Quais esportes você curte?</legend>
      {sports === null ? (
        <Spinner label="Carregando esportes" />
      ) : (
        <div className={styles.list}>
          {sports.map((name) => (
            <button
              key={name}
              type="button"
              className={styles.chip}
              aria-pressed={selected.includes(name)}
              onClick={() => onToggle(name)}
            >
              {name}
            </button>
          ))}
        </div>
      )}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
