import { useState } from 'react';
import { useBlockedUsers, useBlockUser, useSendReport, useUnblockUser } from '@quadra/data';
import { messages } from '@quadra/domain';
import { Button, ConfirmDialog, ReportDialog } from '@quadra/ui';
import styles from './profile-screen.module.css';

const m = messages.safety;

/**
 * On another athlete's profile: 'Denunciar' and 'Bloquear' (or 'Desbloquear' when already blocked).
 * The database refuses oneself and a second report; the blocked person is never told.
 */
export function ProfileSafetyActions({ userId, name }: { userId: string; name: string }) {
  const [reporting, setReporting] = useState(false);
  const [blocking, setBlocking] = useState(false);
  const blocked = useBlockedUsers();
  const report = useSendReport();
  const block = useBlockUser();
  const unblock = useUnblockUser();
  const isBlocked = blocked.data?.some((b) => b.user_id === userId) ?? false;
  const target = { userId, name };

  return (
    <div className={styles.safety}>
      <Button variant="secondary" onClick={() => setReporting(true)}>
        {m.report}
      </Button>
      {isBlocked ? (
        <Button variant="secondary" loading={unblock.isPending(target)} onClick={() => unblock.run(target)}>
          {m.unblock}
        </Button>
      ) : (
        <Button variant="danger" disabled={blocked.isPending} onClick={() => setBlocking(true)}>
          {m.block}
        </Button>
      )}
      <ReportDialog
        open={reporting}
        onOpenChange={setReporting}
        title={m.reportProfile}
        onSubmit={(values) => report.runAsync({ kind: 'profile', userId, ...values })}
      />
      <ConfirmDialog
        open={blocking}
        onOpenChange={setBlocking}
        title={m.blockTitle(name)}
        description={m.blockDescription}
        confirmLabel={m.block}
        cancelLabel={m.cancel}
        danger
        onConfirm={() => block.runAsync(target)}
      />
    </div>
  );
}
