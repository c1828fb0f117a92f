import { useState, type FormEvent } from 'react';
import { useAddComment } from '@quadra/data';
import { messages, prepareComment } from '@quadra/domain';
import { Button, TextArea, toast } from '@quadra/ui';
import styles from './comments-wall.module.css';

export interface CommentFormProps {
  eventId: string;
  userId: string;
}

/** Validates (length, spam), sanitises, then posts; the text stays in the box unless it was saved. */
export function CommentForm({ eventId, userId }: CommentFormProps) {
  const [text, setText] = useState('');
  const add = useAddComment();
  const sending = add.isPending({ eventId, userId, text });
  const c = messages.comments;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (sending || !text.trim()) return;
    const prepared = prepareComment(text);
    if (!prepared.ok) {
      toast.error(prepared.error.title, { description: prepared.error.description });
      return;
    }
    try {
      if ((await add.runAsync({ eventId, userId, text: prepared.value })) !== undefined) setText('');
    } catch {
      // The data layer showed the failure; the wall reloads from the database.
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
