import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Default 'Confirmar'. */
  confirmLabel?: string;
  /** Default 'Cancelar'. */
  cancelLabel?: string;
  /** Red confirm button for destructive actions (cancel event, remove participant). */
  danger?: boolean;
  /**
   * Runs on confirm. A returned promise keeps the dialog open with a busy button until it settles:
   * it closes when it resolves and stays open when it rejects (show the error with a toast).
   */
  onConfirm: () => void | Promise<unknown>;
  onCancel?: () => void;
  /** Extra busy state controlled by the caller. */
  loading?: boolean;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  danger = false,
  onConfirm,
  onCancel,
  loading = false,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const busy = pending || loading;

  function cancel() {
    if (busy) return;
    onCancel?.();
    onOpenChange(false);
  }

  async function confirm() {
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      onOpenChange(false);
      return;
    }
    setPending(true);
    try {
      await result;
      onOpenChange(false);
    } catch {
      // The caller reports the failure; the dialog stays open so the user can retry or cancel.
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : cancel())}
      title={title}
      description={description}
      dismissible={!busy}
      hideCloseButton
      footer={
        <>
          <Button variant="secondary" onClick={cancel} disabled={busy} data-autofocus>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
