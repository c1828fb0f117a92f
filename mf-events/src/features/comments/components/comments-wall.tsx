import { formatCommentDate, messages } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { Avatar } from '@quadra/ui';
import { useComments } from '../hooks/use-comments';
import { CommentForm } from './comment-form';
import styles from './comments-wall.module.css';

/** 'Mural de Comentários': top-level comments oldest first; the form for signed-in users. */
export function CommentsWall({ eventId }: { eventId: string }) {
  const userId = useSession((s) => (s.status === 'signed-in' ? (s.user?.id ?? null) : null));
  const { comments, loading, reload } = useComments(eventId);
  const c = messages.comments;

  return (
    <section className={styles.wall} aria-labelledby="comments-title">
      <h2 id="comments-title" className={styles.title}>
        {c.title}
      </h2>
      {userId ? (
        <CommentForm eventId={eventId} userId={userId} onPosted={reload} />
      ) : (
        <p className={styles.muted}>{c.loginToParticipate}</p>
      )}
      {loading ? (
        <p className={styles.muted}>Carregando comentários...</p>
      ) : comments.length === 0 ? (
        <p className={styles.muted}>{c.empty}</p>
      ) : (
        <ul className={styles.list} aria-label="Comentários">
          {comments.map((comment) => {
            const name = comment.profiles?.full_name || 'Usuário';
            return (
              <li key={comment.id} className={styles.comment}>
                <div className={styles.head}>
                  <Avatar name={name} src={comment.profiles?.profile_photo_url ?? undefined} size="xs" decorative />
                  <span className={styles.author}>{name}</span>
                  <time className={styles.date} dateTime={comment.created_at}>
                    {formatCommentDate(comment.created_at)}
                  </time>
                </div>
                <p className={styles.text}>{comment.comment_text}</p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
