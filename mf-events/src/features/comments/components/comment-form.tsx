import { useState, type FormEvent } from 'react';
import { messages, prepareComment } from '@quadra/domain';
import { Button, TextArea, toast } from '@quadra/ui';
import { failureToast } from '../../../shared/data/failure-toast';
import { postComment } from '../data/comments-api';
import styles from './comments-wall.module.css';

export interface CommentFormProps {
  eventId: string;
  userId: string;
  onPosted: () => void;
}

/** Validates (length, spam), sanitises, then posts; the wall reloads after success or failure. */
export function CommentForm({ eventId, userId, onPosted }: CommentFormProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const c = messages.comments;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (sending || !text.trim()) return;
    const prepared = prepareComment(text);
    if (!prepared.ok) {
      toast.error(prepared.error.title, { description: prepared.error.description });
      return;
    }
    setSending(true);
    try {
      await postComment(eventId, userId, prepared.value);
      setText('');
      toast.success(c.added);
    } catch (error) {
      failureToast(c.postError, error);
    } finally {
      setSending(false);
      onPosted();
    }
  }

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)}>
      <TextArea
        label="Seu comentário"
        placeholder="Escreva um comentário ou faça uma pergunta..."
        rows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
        disabled={sending}
      />
      <Button type="submit" size="sm" loading={sending} disabled={!text.trim()}>
        {sending ? c.sending : c.send}
      </Button>
    </form>
  );
}
