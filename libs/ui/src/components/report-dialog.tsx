import { useState } from 'react';
import { messages, REPORT_DETAILS_MAX, REPORT_REASONS, reportFormSchema, type ReportFormValues } from '@quadra/domain';
import { Button } from './button';
import { Dialog } from './dialog';
import { RadioGroup } from './radio-group';
import styles from './report-dialog.module.css';
import { TextArea } from './text-area';

const m = messages.safety;

export interface ReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Denunciar comentário' or 'Denunciar perfil'. */
  title: string;
  /** Sends the report; the dialog closes when it resolves and stays open (for a retry) when it rejects. */
  onSubmit: (values: ReportFormValues) => Promise<unknown>;
}

type Errors = Partial<Record<keyof ReportFormValues, string>>;

/**
 * 'Denunciar': one of the five reasons, and a text when it is 'Outro'. The form starts empty each
 * time it opens (its state lives only while open).
 */
export function ReportDialog({ open, onOpenChange, title, onSubmit }: ReportDialogProps) {
  const [reason, setReason] = useState<string | null>(null);
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  function close(next: boolean) {
    if (sending) return;
    if (!next) {
      setReason(null);
      setDetails('');
      setErrors({});
    }
    onOpenChange(next);
  }

  async function submit() {
    const parsed = reportFormSchema.safeParse({ reason, details });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof ReportFormValues] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await onSubmit(parsed.data);
      setSending(false);
      close(false);
    } catch {
      // The caller's toast says why; the form stays for a retry.
      setSending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={title}
      description={m.reportDescription}
      dismissible={!sending}
    >
      <RadioGroup
        label={m.reasonLabel}
        options={REPORT_REASONS.map((r) => ({ value: r.value, label: r.label }))}
        value={reason}
        onValueChange={setReason}
        required
        error={errors.reason}
        className={styles.reasons}
      />
      {reason === 'other' ? (
        <TextArea
          label={m.detailsLabel}
          value={details}
          onChange={(e) => setDetails(e.target.value)}
          maxLength={REPORT_DETAILS_MAX}
          rows={2}
          showCount
          required
          error={errors.details}
        />
      ) : null}
      {/* In the body, not a footer: on a short phone the reasons scroll, and a row would slide under a
          fixed footer. One button (the dialog closes with 'Fechar' or Escape) keeps it on a 320 px phone. */}
      <Button className={styles.send} variant="danger" fullWidth loading={sending} onClick={() => void submit()}>
        {m.sendReport}
      </Button>
    </Dialog>
  );
}
