import { useState } from 'react';
import { messages } from '@quadra/domain';
import { Avatar, Button, ConfirmDialog } from '@quadra/ui';
import type { Participant } from '../../../shared/data/participants-api';
import styles from './edit-event.module.css';

export interface ParticipantsTabProps {
  participants: Participant[];
  onRemove: (userId: string) => Promise<void>;
}

/** Participantes: registered people, each removable after a confirmation. */
export function ParticipantsTab({ participants, onRemove }: ParticipantsTabProps) {
  const rc = messages.editEvent.removeConfirm;
  const [removing, setRemoving] = useState<Participant | null>(null);
  if (participants.length === 0) return <p className={styles.muted}>{messages.editEvent.noParticipants}</p>;
  const removingName = removing?.full_name || 'Usuário';
  return (
    <>
      <ul className={styles.people}>
        {participants.map((p) => {
          const name = p.full_name || 'Usuário';
          return (
            <li key={p.user_id} className={styles.person}>
              <Avatar name={name} src={p.profile_photo_url ?? undefined} size="sm" decorative />
              <span className={styles.personName}>{name}</span>
              <Button size="sm" variant="danger" aria-label={`Remover ${name}`} onClick={() => setRemoving(p)}>
                Remover
              </Button>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={rc.title}
        description={`${removingName}: ${rc.description}`}
        confirmLabel={rc.confirm}
        cancelLabel={rc.cancel}
        danger
        onConfirm={async () => {
          if (removing) await onRemove(removing.user_id);
          setRemoving(null);
        }}
      />
    </>
  );
}
