import { useEffect, useId, useMemo, useState } from 'react';
import { ALLOWED_IMAGE_EXTENSIONS, ALLOWED_IMAGE_TYPES, validateImageFile } from '@quadra/domain';
import { Avatar } from '@quadra/ui';
import styles from './photo-picker.module.css';

/** The file dialog offers what validateImageFile accepts. */
const ACCEPT = [...ALLOWED_IMAGE_TYPES, ...ALLOWED_IMAGE_EXTENSIONS.map((ext) => `.${ext}`)].join(',');

interface PhotoPickerProps {
  name: string;
  /** The photo already saved, shown until another file is chosen. */
  savedUrl: string | null;
  file: File | null;
  onChange(file: File | null): void;
}

/** Optional profile photo: checked against the upload rules as soon as it is chosen. */
export function PhotoPicker({ name, savedUrl, file, onChange }: PhotoPickerProps) {
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
    if (problems.length > 0) {
      setError(problems.join(', '));
      onChange(null);
      return;
    }
    setError(null);
    onChange(chosen);
  }

  return (
    <div className={styles.picker}>
      <Avatar name={name || null} src={preview ?? savedUrl} size="xl" />
      <input
        id={id}
        className={styles.input}
        type="file"
        accept={ACCEPT}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(e) => {
          choose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <label htmlFor={id} className={styles.label}>
        {preview || savedUrl ? 'Trocar foto de perfil' : 'Adicionar foto de perfil'}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        Opcional. JPG, PNG ou WebP até 5MB.
      </p>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
