import { useState } from 'react';
import { messages } from '@quadra/domain';
import { Button, ConfirmDialog } from '@quadra/ui';
import { PersonList } from '../../../shared/components/person-list';
import type { Participant } from '@quadra/data';
import styles from './edit-event.module.css';

export interface ParticipantsTabProps {
  participants: Participant[];
  /** Named in the removal's dialog. */
  eventTitle: string;
  onRemove: (userId: string) => Promise<void>;
}

/** Participantes: registered people, each removable after a confirmation. */
export function ParticipantsTab({ participants, eventTitle, onRemove }: ParticipantsTabProps) {
  const rc = messages.editEvent.removeConfirm;
  const [removing, setRemoving] = useState<Participant | null>(null);
  if (participants.length === 0) return <p className={styles.muted}>{messages.editEvent.noParticipants}</p>;
  const removingName = removing?.full_name || 'Usuário';
  return (
    <>
      <PersonList
        people={participants}
        actions={(p, name) => (
          <Button size="sm" variant="danger" aria-label={`Remover ${name}`} onClick={() => setRemoving(p)}>
            Remover
          </Button>
        )}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={rc.title}
        description={rc.description(removingName, eventTitle)}
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
