import { useEffect, useId, useState } from 'react';
import { ALLOWED_IMAGE_TYPES, validateImageFile } from '@quadra/domain';
import { buttonClassName } from '@quadra/ui';
import styles from './edit-event.module.css';

export interface PhotoPickerProps {
  currentUrl: string | null;
  file: File | null;
  onFileChange: (file: File | null) => void;
  disabled?: boolean;
}

/** Image file picker with a preview of the chosen file (or the current cover). */
export function PhotoPicker({ currentUrl, file, onFileChange, disabled }: PhotoPickerProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  // Frees each preview URL once it is replaced or the picker goes away.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const shown = file && preview ? preview : currentUrl;
  return (
    <div className={styles.photo}>
      <label className={styles.photoLabel} htmlFor={id}>
        Foto do evento
      </label>
      {shown ? (
        <img className={styles.preview} src={shown} alt="Pré-visualização da foto do evento" />
      ) : (
        <div className={styles.previewEmpty}>Nenhuma foto</div>
      )}
      <input
        id={id}
        className={`q-visually-hidden ${styles.fileInput}`}
        type="file"
        accept={ALLOWED_IMAGE_TYPES.join(',')}
        disabled={disabled}
        onChange={(e) => {
          const chosen = e.target.files?.[0] ?? null;
          if (!chosen) return;
          const errors = validateImageFile(chosen);
          if (errors.length > 0) {
            setError(errors.join(', '));
            e.target.value = '';
            return;
          }
          setError(null);
          setPreview(URL.createObjectURL(chosen));
          onFileChange(chosen);
        }}
      />
      <label htmlFor={id} className={buttonClassName({ variant: 'secondary', size: 'sm' })} aria-hidden="true">
        {file || currentUrl ? 'Trocar foto' : 'Escolher foto'}
      </label>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
