import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { CloseIcon } from '../icons/close';
import { cx } from '../utils/cx';
import styles from './dialog.module.css';
import { IconButton } from './icon-button';

/** A tap this soon after the dialog opened belongs to the double tap that opened it. */
const DOUBLE_TAP_MS = 500;

export interface DialogProps {
  open: boolean;
  /** Called with false when the user closes it (close button, Escape, click outside). */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom (equal widths). */
  footer?: ReactNode;
  /** aria-label of the close button (default 'Fechar'). */
  closeLabel?: string;
  hideCloseButton?: boolean;
  /** Allow Escape / outside click to close (default true). */
  dismissible?: boolean;
  className?: string;
}

/**
 * Modal dialog on the native <dialog> element: the browser traps focus and makes the page inert;
 * we restore focus to the opener on close and lock page scroll while open. Put `data-autofocus`
 * on the element that should get the first focus (default: the first focusable one).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  closeLabel = 'Fechar',
  hideCloseButton = false,
  dismissible = true,
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const openedAt = useRef(0);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    openedAt.current = performance.now();
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    if (!dialog.open) dialog.showModal();
    // React's autoFocus runs before showModal (when nothing inside is focusable yet), so content
    // marks its first focus with data-autofocus; otherwise the browser picks the first control.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    document.body.style.overflow = 'hidden';
    return () => {
      if (dialog.open) dialog.close();
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open]);

  function onBackdropClick(e: MouseEvent<HTMLDialogElement>) {
    // A click on the <dialog> itself (not its content) lands on the backdrop. The second tap of a
    // double tap that opened the dialog lands there too: it must not close what the first opened.
    const secondTap = performance.now() - openedAt.current < DOUBLE_TAP_MS;
    if (dismissible && e.target === e.currentTarget && !secondTap) onOpenChange(false);
  }

  return (
    <dialog
      ref={ref}
      className={cx(styles.dialog, className)}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(e) => {
        e.preventDefault();
        if (dismissible) onOpenChange(false);
      }}
      onClose={() => {
        if (open) onOpenChange(false);
      }}
      onClick={onBackdropClick}
    >
      {open ? (
        <>
          <div className={styles.header}>
            <div className={styles.titles}>
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
              {description ? (
                <p id={descriptionId} className={styles.description}>
                  {description}
                </p>
              ) : null}
            </div>
            {hideCloseButton ? null : (
              <IconButton size="sm" label={closeLabel} icon={<CloseIcon />} onClick={() => onOpenChange(false)} />
            )}
          </div>
          {children !== undefined ? <div className={styles.body}>{children}</div> : null}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </>
      ) : null}
    </dialog>
  );
}
