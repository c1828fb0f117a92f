import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { EyeIcon } from '../icons/eye';
import { EyeOffIcon } from '../icons/eye-off';
import { cx } from '../utils/cx';
import { FieldFrame, fieldIds } from './field-parts';
import styles from './field.module.css';
import { IconButton } from './icon-button';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  label: ReactNode;
  /** Help text under the field (linked with aria-describedby). */
  hint?: ReactNode;
  /** Error text: marks the input aria-invalid and is announced. */
  error?: ReactNode;
  /** Icon inside the field, on the left (decorative). */
  leadingIcon?: ReactNode;
  /** Element inside the field, on the right (e.g. a clear IconButton). Ignored for type="password". */
  trailing?: ReactNode;
  /** Class of the outer wrapper. */
  className?: string;
}

/** Labelled input; type="password" gets a 'Mostrar senha'/'Ocultar senha' toggle. */
export function TextField({
  label,
  hint,
  error,
  leadingIcon,
  trailing,
  className,
  id: idProp,
  type = 'text',
  required,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const { describedBy } = fieldIds(id, hint, error);
  const trailingNode = isPassword ? (
    <IconButton
      size="sm"
      label={revealed ? 'Ocultar senha' : 'Mostrar senha'}
      aria-pressed={revealed}
      aria-controls={id}
      icon={revealed ? <EyeOffIcon /> : <EyeIcon />}
      onClick={() => setRevealed((v) => !v)}
    />
  ) : (
    trailing
  );

  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required} className={className}>
      <div className={styles.control}>
        {leadingIcon ? <span className={styles.leading}>{leadingIcon}</span> : null}
        <input
          id={id}
          type={isPassword && revealed ? 'text' : type}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cx(styles.input, Boolean(trailingNode) && styles.withTrailing, Boolean(leadingIcon) && styles.withLeading)}
          {...rest}
        />
        {trailingNode ? <span className={styles.trailing}>{trailingNode}</span> : null}
      </div>
    </FieldFrame>
  );
}
