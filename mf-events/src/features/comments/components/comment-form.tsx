import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useAddComment, toast } from '@quadra/data';
import { commentFormSchema, messages, type CommentFormInput, type CommentFormValues } from '@quadra/domain';
import { Button, TextArea } from '@quadra/ui';
import styles from './comments-wall.module.css';

export interface CommentFormProps {
  eventId: string;
  userId: string;
  /** What was typed in the composer's plain field before this form's code arrived. */
  draft?: string;
  /** Whether that field had the focus: the form's box takes it over. */
  focus?: boolean;
}

/** Validates (length, spam), sanitises, then posts; the text stays in the box unless it was saved. */
export function CommentForm({ eventId, userId, draft = '', focus = false }: CommentFormProps) {
  const add = useAddComment();
  const c = messages.comments;
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CommentFormInput, unknown, CommentFormValues>({
    resolver: zodResolver(commentFormSchema),
    defaultValues: { text: draft },
    criteriaMode: 'all',
  });
  const text = useWatch({ control, name: 'text' });
  const sending = isSubmitting || add.isPending({ eventId, userId, text });

  const submit = handleSubmit(
    async ({ text: clean }) => {
      try {
        if ((await add.runAsync({ eventId, userId, text: clean })) !== undefined) reset({ text: '' });
      } catch {
        // The data layer showed the failure; the wall reloads from the database.
      }
    },
    // Every problem of the text, joined, under 'Erro de validação' (spec 5): the wall's one error
    // shape is this toast (the box keeps the text to fix).
    (invalid) => {
      const all = Object.values(invalid.text?.types ?? {}).flat().filter((m): m is string => typeof m === 'string');
      toast.error(messages.common.validationError, { id: 'comment-validation', description: all.join(', ') || invalid.text?.message });
    },
  );

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <TextArea
        label={c.fieldLabel}
        placeholder={c.fieldPlaceholder}
        rows={3}
        autoFocus={focus}
        aria-invalid={errors.text ? true : undefined}
        disabled={sending}
        {...register('text')}
      />
      <Button type="submit" size="sm" loading={sending} disabled={!text.trim()}>
        {sending ? c.sending : c.send}
      </Button>
    </form>
  );
}
