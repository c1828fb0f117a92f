import { useEffect, useId, useMemo, useState } from 'react';
import { ALLOWED_IMAGE_EXTENSIONS, ALLOWED_IMAGE_TYPES, validateImageFile } from '@quadra/domain';
import { cx } from '../utils/cx';
import { Avatar } from './avatar';
import { buttonClassName } from './button';
import styles from './photo-picker.module.css';

/** The file dialog offers exactly what validateImageFile accepts. */
const ACCEPT = [...ALLOWED_IMAGE_TYPES, ...ALLOWED_IMAGE_EXTENSIONS.map((ext) => `.${ext}`)].join(',');

export interface PhotoPickerProps {
  /** 'avatar': a round photo (initials of `name` while empty); 'cover': an event's wide image. */
  variant: 'avatar' | 'cover';
  /** Names the file input for assistive tech and tests (e.g. 'Foto do evento'). */
  label: string;
  /** The action text before and after a photo exists ('Adicionar foto de perfil' / 'Trocar foto de perfil'). */
  chooseText: string;
  changeText: string;
  /** The image already saved, shown until another file is chosen. */
  savedUrl: string | null;
  file: File | null;
  /** Called with a file that passed the upload rules, or null when the chosen one was refused. */
  onChange(file: File | null): void;
  /** For the avatar's initials. */
  name?: string;
  hint?: string;
  disabled?: boolean;
}

/**
 * The one image picker (profile photo, event cover): a chosen file is checked against the upload
 * rules at once (type, executable-like names, 5 MB) and previewed; it holds no data of its own.
 */
export function PhotoPicker(props: PhotoPickerProps) {
  const { variant, label, chooseText, changeText, savedUrl, file, onChange, name, hint, disabled } = props;
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  function choose(chosen: File | undefined) {
    if (!chosen) return;
    const problems = validateImageFile(chosen);
    setError(problems.length > 0 ? problems.join(', ') : null);
    onChange(problems.length > 0 ? null : chosen);
  }

  const shown = preview ?? savedUrl;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const actionText = shown ? changeText : chooseText;
  return (
    <div className={cx(styles.picker, variant === 'avatar' && styles.avatar)}>
      {variant === 'avatar' ? (
        <Avatar name={name || null} src={shown} size="xl" />
      ) : (
        <>
          <span className={styles.title} aria-hidden="true">
            {label}
          </span>
          {shown ? (
            <img className={styles.cover} src={shown} alt={`Pré-visualização da ${label.toLowerCase()}`} />
          ) : (
            <div className={styles.coverEmpty}>Nenhuma foto</div>
          )}
        </>
      )}
      <input
        id={id}
        className={styles.input}
        type="file"
        accept={ACCEPT}
        aria-label={variant === 'avatar' ? actionText : label}
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={(e) => {
          choose(e.target.files?.[0]);
          // The same file chosen again after a refusal must fire onChange again.
          e.target.value = '';
        }}
      />
      <label
        htmlFor={id}
        className={variant === 'avatar' ? styles.link : cx(buttonClassName({ variant: 'secondary', size: 'sm' }), styles.button)}
      >
        {actionText}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
