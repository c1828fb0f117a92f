import { useState } from 'react';
import { cx } from '../utils/cx';
import { getInitials } from '../utils/initials';
import styles from './avatar.module.css';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export interface AvatarProps {
  /** Person's name: the image alt text and the source of the initials. */
  name?: string | null;
  /** Photo URL; when missing or failing to load, initials are shown. */
  src?: string | null;
  size?: AvatarSize;
  /** Decorative when the name is already shown next to it (hides it from screen readers). */
  decorative?: boolean;
  className?: string;
}

/** Round photo, or the name's initials when there is no photo. */
export function Avatar({ name, src, size = 'md', decorative = false, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = name?.trim() || 'Usuário';
  const showImage = Boolean(src) && failedSrc !== src;
  const a11y = decorative ? { 'aria-hidden': true } : {};

  return (
    <span className={cx(styles.avatar, styles[size], className)} {...a11y}>
      {showImage ? (
        <img
          className={styles.image}
          src={src ?? undefined}
          alt={decorative ? '' : label}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <span role={decorative ? undefined : 'img'} aria-label={decorative ? undefined : label}>
          <span aria-hidden="true">{getInitials(name)}</span>
        </span>
      )}
    </span>
  );
}
