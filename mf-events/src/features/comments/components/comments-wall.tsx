import { useEventComments } from '@quadra/data';
import { commentWallState, formatCommentDate, messages } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { Avatar } from '@quadra/ui';
import { CommentActions } from './comment-actions';
import { CommentComposer } from './comment-composer';
import styles from './comments-wall.module.css';

/**
 * 'Mural de Comentários': top-level comments oldest first; the form for signed-in users, except on
 * a cancelled event, whose wall is read-only (the database refuses new comments there). Times are
 * read on the event's wall clock, like its start.
 */
export function CommentsWall({
  eventId,
  status,
  timeZone,
  isOrganizer = false,
}: {
  eventId: string;
  status: string | null;
  timeZone: string;
  /** The caller organises the event: 'Remover comentário' on the others' comments. */
  isOrganizer?: boolean;
}) {
  const userId = useSession((s) => (s.status === 'signed-in' ? (s.user?.id ?? null) : null));
  const wall = commentWallState(status, userId !== null);
  const { data: comments, isPending, isError } = useEventComments(eventId);
  const c = messages.comments;

  return (
    <section className={styles.wall} aria-labelledby="comments-title">
      <h2 id="comments-title" className={styles.title}>
        {c.title}
      </h2>
      {wall.canPost && userId ? (
        <CommentComposer eventId={eventId} userId={userId} />
      ) : (
        <p className={styles.muted}>{wall.notice}</p>
      )}
      {isPending ? (
        <p className={styles.muted}>Carregando comentários...</p>
      ) : isError ? (
        <p className={styles.muted} role="alert">
          {c.loadError}
        </p>
      ) : comments.length === 0 ? (
        <p className={styles.muted}>{wall.empty}</p>
      ) : (
        <ul className={styles.list} aria-label="Comentários">
          {comments.map((comment) => (
            <li key={comment.id} className={styles.comment}>
              <div className={styles.head}>
                <Avatar name={comment.author_name} src={comment.author_photo_url ?? undefined} size="xs" decorative />
                <span className={styles.author}>{comment.author_name}</span>
                <time className={styles.date} dateTime={comment.created_at}>
                  {formatCommentDate(comment.created_at, timeZone)}
                </time>
              </div>
              <p className={styles.text}>{comment.comment_text}</p>
              {comment.hidden_at && comment.user_id === userId ? (
                <p className={styles.muted}>{messages.safety.hiddenForOthers}</p>
              ) : null}
              {userId && comment.user_id !== userId ? (
                <CommentActions comment={comment} eventId={eventId} canRemove={isOrganizer} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
