import { useState, type FormEvent } from 'react';
import { usePinClubNotice, usePostClubNotice, type ClubNotice } from '@quadra/data';
import { messages } from '@quadra/domain';
import { Badge, Button, Card, Checkbox, TextArea } from '@quadra/ui';
import styles from './clubs.module.css';

const m = messages.clubs;

/** 'Avisos': the pinned one first, then newest first; admins post, pin and unpin. */
export function ClubNotices({ clubId, notices, isAdmin }: { clubId: string; notices: ClubNotice[]; isAdmin: boolean }) {
  const post = usePostClubNotice();
  const pin = usePinClubNotice();
  const [body, setBody] = useState('');
  const [pinned, setPinned] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    post.runAsync({ clubId, body, pinned }).then((id) => {
      if (id === undefined) return;
      setBody('');
      setPinned(false);
    }, () => undefined); // the failure is the hook's toast
  };

  return (
    <section className={styles.section} aria-labelledby="club-notices">
      <h2 id="club-notices" className={styles.sectionTitle}>{m.notices}</h2>
      {isAdmin && (
        <form className={styles.form} onSubmit={submit}>
          <TextArea label={m.noticeLabel} value={body} maxLength={2000} onChange={(e) => setBody(e.target.value)} />
          <Checkbox label={m.pin} checked={pinned} onCheckedChange={setPinned} />
          <Button type="submit" variant="secondary" disabled={post.anyPending}>{m.postNotice}</Button>
        </form>
      )}
      {notices.length === 0 ? <p className={styles.meta}>{m.noNotices}</p> : (
        <ul className={styles.list}>
          {notices.map((n) => (
            <Card as="li" padding="sm" key={n.id} className={styles.memberRow}>
              {n.pinned && <Badge tone="info">{m.pinned}</Badge>}
              <p className={styles.notice}>{n.body}</p>
              <span className={styles.meta}>{new Date(n.created_at).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' })}</span>
              {isAdmin && (
                <Button variant="ghost" onClick={() => pin.run({ noticeId: n.id, pinned: !n.pinned })}>
                  {n.pinned ? m.unpin : m.pin}
                </Button>
              )}
            </Card>
          ))}
        </ul>
      )}
    </section>
  );
}
