import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@quadra/contracts';
import { useEventDetail, useEventParticipants, useRemoveParticipant, useSetEventStatus, useUpdateEvent } from '@quadra/data';
import { messages } from '@quadra/domain';
import { Button, Dialog, EmptyState, PageHeader, Spinner, Tabs } from '@quadra/ui';
import { CostEditor } from '../../payments/components/cost-editor';
import { ParticipantsTab } from './participants-tab';
import { SettingsTab } from './settings-tab';
import styles from './edit-event.module.css';

const m = messages.editEvent;
const TABS = [
  { value: 'settings', label: m.tabSettings },
  { value: 'participants', label: m.tabParticipants },
  { value: 'cost', label: messages.payments.costTab },
] as const;
type Tab = (typeof TABS)[number]['value'];

/** /event/:id/edit — organiser only; anyone else is sent back to the event. */
export function EditEventScreen({ eventId }: { eventId: string | undefined }) {
  const navigate = useNavigate();
  const detail = useEventDetail(eventId);
  const participants = useEventParticipants(eventId);
  const update = useUpdateEvent();
  const setStatus = useSetEventStatus();
  const remove = useRemoveParticipant();
  // '?tab=cost' opens 'Custo' (the payments screen's 'Definir custo' links there).
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(() => TABS.find((t) => t.value === params.get('tab'))?.value ?? 'settings');
  // An occurrence of a series: saving asks 'Só este evento' or 'Este e os próximos' (null: closed).
  const [answerScope, setAnswerScope] = useState<((scope: Scope | null) => void) | null>(null);
  const askScope = () => new Promise<Scope | null>((resolve) => setAnswerScope(() => resolve));
  const chooseScope = (scope: Scope | null) => {
    answerScope?.(scope);
    setAnswerScope(null);
  };

  if (detail.isPending) return <Spinner centered />;
  const event = detail.data;
  if (!event || !eventId)
    return (
      <EmptyState
        headingLevel={1}
        title={messages.eventDetail.notFound}
        action={<Button onClick={() => navigate(paths.events)}>{messages.common.back}</Button>}
      />
    );
  if (!event.is_organizer) return <Navigate to={paths.event(eventId)} replace />;

  return (
    <>
      <PageHeader title="Editar evento" subtitle={event.title} backTo={paths.event(eventId)} />
      <div className={styles.screen}>
        <Tabs
          items={TABS}
          value={tab}
          onValueChange={(v) => setTab(v as Tab)}
          label="Editar evento"
        >
          {tab === 'settings' ? (
            <SettingsTab
              key={event.updated_at}
              event={event}
              askingScope={answerScope !== null}
              onSave={async (changes, photo) => {
                const scope = event.series_id ? await askScope() : 'one';
                if (!scope) return false;
                try {
                  return (await update.runAsync({ eventId, changes, photo, scope })) !== undefined;
                } catch {
                  return false; // the data layer showed the failure and reloaded the event
                }
              }}
              onStatus={async (status) => {
                await setStatus.runAsync({ eventId, status }).catch(() => undefined);
              }}
            />
          ) : tab === 'cost' ? (
            <CostEditor eventId={eventId} />
          ) : (
            <ParticipantsTab
              participants={participants.data?.registered ?? []}
              eventTitle={event.title}
              onRemove={async (userId) => {
                await remove.runAsync({ eventId, userId }).catch(() => undefined);
              }}
            />
          )}
        </Tabs>
      </div>
      <Dialog
        open={answerScope !== null}
        onOpenChange={(open) => !open && chooseScope(null)}
        title={messages.series.editScopeTitle}
        description={messages.series.editScopeDescription}
        footer={
          <>
            <Button variant="secondary" onClick={() => chooseScope('one')}>
              {messages.series.onlyThis}
            </Button>
            <Button onClick={() => chooseScope('following')}>{messages.series.thisAndNext}</Button>
          </>
        }
      />
    </>
  );
}

type Scope = 'one' | 'following';
