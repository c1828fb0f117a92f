import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { messages } from '@quadra/domain';
import { Button, EmptyState, PageHeader, Spinner, Tabs } from '@quadra/ui';
import { useEditEvent } from '../hooks/use-edit-event';
import { ParticipantsTab } from './participants-tab';
import { SettingsTab } from './settings-tab';
import styles from './edit-event.module.css';

const m = messages.editEvent;
const TABS = [
  { value: 'settings', label: m.tabSettings },
  { value: 'participants', label: m.tabParticipants },
] as const;

/** /event/:id/edit — organiser only; anyone else is sent back to the event. */
export function EditEventScreen({ eventId }: { eventId: string | undefined }) {
  const navigate = useNavigate();
  const { loading, event, participants, isOrganizer, save, changeStatus, remove } = useEditEvent(eventId);
  const [tab, setTab] = useState<'settings' | 'participants'>('settings');

  if (loading) return <Spinner centered />;
  if (!event || !eventId)
    return (
      <EmptyState
        title={messages.eventDetail.notFound}
        action={<Button onClick={() => navigate(paths.events)}>{messages.common.back}</Button>}
      />
    );
  if (!isOrganizer) return <Navigate to={paths.event(eventId)} replace />;

  return (
    <>
      <PageHeader title="Editar evento" subtitle={event.title} backTo={paths.event(eventId)} />
      <div className={styles.screen}>
        <Tabs
          items={TABS}
          value={tab}
          onValueChange={(v) => setTab(v as 'settings' | 'participants')}
          label="Editar evento"
        >
          {tab === 'settings' ? (
            <SettingsTab key={event.updated_at ?? event.id} event={event} onSave={save} onStatus={changeStatus} />
          ) : (
            <ParticipantsTab participants={participants} onRemove={remove} />
          )}
        </Tabs>
      </div>
    </>
  );
}
