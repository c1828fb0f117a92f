import { useState } from 'react';
import { messages } from '@quadra/domain';
import { Button } from '@quadra/ui';
import { copyList, shareList } from './share-list';
import styles from './event-detail.module.css';

const m = messages.eventList;

/** 'Copiar lista' and 'Compartilhar lista' for the organiser and the registered participants. */
export function ListShareActions({ eventId }: { eventId: string }) {
  const [busy, setBusy] = useState(false);
  const run = (action: (id: string) => Promise<void>) => {
    setBusy(true);
    void action(eventId).finally(() => setBusy(false));
  };
  return (
    <div className={styles.listActions}>
      <Button variant="secondary" disabled={busy} onClick={() => run(copyList)}>
        {m.copy}
      </Button>
      <Button variant="secondary" disabled={busy} onClick={() => run(shareList)}>
        {m.share}
      </Button>
    </div>
  );
}
