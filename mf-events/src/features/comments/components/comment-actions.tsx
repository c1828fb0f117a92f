import { useState } from 'react';
import { useRemoveComment, useSendReport, type EventComment } from '@quadra/data';
import { messages } from '@quadra/domain';
import { Button, ConfirmDialog, ReportDialog } from '@quadra/ui';
import styles from './comments-wall.module.css';

const m = messages.safety;

export interface CommentActionsProps {
  comment: EventComment;
  eventId: string;
  /** The caller organises the event: they may remove any comment on it. */
  canRemove: boolean;
}

/**
 * Under another athlete's comment: 'Denunciar' (the third athlete's report hides it), and for the
 * event's organiser 'Remover comentário'. The database checks both.
 */
export function CommentActions({ comment, eventId, canRemove }: CommentActionsProps) {
  const [reporting, setReporting] = useState(false);
  const [removing, setRemoving] = useState(false);
  const report = useSendReport();
  const remove = useRemoveComment();

  return (
    <div className={styles.actions}>
      <Button variant="ghost" size="sm" onClick={() => setReporting(true)}>
        {m.report}
      </Button>
      {canRemove ? (
        <Button variant="ghost" size="sm" onClick={() => setRemoving(true)}>
          {m.removeComment}
        </Button>
      ) : null}
      <ReportDialog
        open={reporting}
        onOpenChange={setReporting}
        title={m.reportComment}
        onSubmit={(values) => report.runAsync({ kind: 'comment', commentId: comment.id, eventId, ...values })}
      />
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title={m.removeCommentTitle}
        description={m.removeCommentDescription}
        confirmLabel={m.removeComment}
        cancelLabel={m.cancel}
        danger
        onConfirm={() => remove.runAsync({ commentId: comment.id, eventId })}
      />
    </div>
  );
}
