import { useRef, useState, type ComponentType } from 'react';
import { messages } from '@quadra/domain';
import { Button, TextArea } from '@quadra/ui';
import type { CommentFormProps } from './comment-form';
import styles from './comments-wall.module.css';

const loadCommentForm = () => import('./comment-form').then(({ CommentForm }) => CommentForm);

/**
 * The wall's form as a plain field until someone touches it. The form's code (react-hook-form and
 * zod: ~40 ms of a phone's main thread, 160 ms at Lighthouse's 4x, in the event page's profile)
 * loads then, not with the event's first screen, where the wall is often already in view. What
 * is typed meanwhile, and the focus, carry over to the form; the send button waits for it.
 */
export function CommentComposer({ eventId, userId }: Pick<CommentFormProps, 'eventId' | 'userId'>) {
  const [CommentForm, setCommentForm] = useState<ComponentType<CommentFormProps> | null>(null);
  const [draft, setDraft] = useState('');
  const [focused, setFocused] = useState(false);
  const requested = useRef(false);

  const request = () => {
    if (requested.current) return;
    requested.current = true;
    loadCommentForm().then(
      (form) => setCommentForm(() => form),
      // Offline or a failed chunk: the next keystroke or focus asks again.
      () => (requested.current = false),
    );
  };

  const c = messages.comments;
  if (CommentForm) return <CommentForm eventId={eventId} userId={userId} draft={draft} focus={focused} />;
  return (
    <form className={styles.form} onSubmit={(e) => e.preventDefault()} noValidate>
      <TextArea
        label={c.fieldLabel}
        placeholder={c.fieldPlaceholder}
        rows={3}
        value={draft}
        onFocus={() => {
          setFocused(true);
          request();
        }}
        onBlur={() => setFocused(false)}
        onChange={(e) => {
          setDraft(e.target.value);
          request();
        }}
      />
      <Button type="submit" size="sm" disabled>
        {c.send}
      </Button>
    </form>
  );
}
